import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiCartItem } from '@/api/cartApi';
import { encodeCheckoutParams } from '@/lib/checkoutParams';
import { gatewayUrl } from '@/testing/apiUrls';
import { signedInAccountHandlers } from '@/testing/handlers';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

// The payment adapter is tested on its own: here only what checkout hands it.
vi.mock('@/blocks/payments/PaymentForm', () => ({
  PaymentForm: (props: { provider: string; clientSecret: string; payLabel: string }) => (
    <output aria-label="payment form">{`${props.provider} ${props.clientSecret} ${props.payLabel}`}</output>
  ),
}));

const cartItem = (uuid: string, name: string, price: number): ApiCartItem => ({
  item_uuid: uuid,
  name,
  brand_name: 'Acme',
  retailer_name: 'Shop',
  retail_price: price,
  price,
  picture: `/media/${uuid}.svg`,
  is_shoppable: true,
  sizes: ['S', 'M'],
});

const savedAddress = {
  name: 'Ada Lovelace',
  line1: '12 Analytical St',
  line2: '',
  city: 'London',
  state: '',
  postalCode: 'N1 9GU',
  country: 'GB',
  phone: '+44 20 7946 0000',
};

type Body = Record<string, unknown>;

const serve = ({
  address = null as typeof savedAddress | null,
  balance = 0,
  answer = (_body: Body): Response =>
    HttpResponse.json({
      secret: 'cs_local_9',
      orderId: 'order-1',
      provider: 'local',
      subtotal: 120,
      tax: 24,
      total: 144,
    }),
} = {}) => {
  const bodies: Body[] = [];
  server.use(
    http.get(gatewayUrl('proxy/user/user-1/cart'), () =>
      HttpResponse.json({
        items: [cartItem('a', 'Linen shirt', 70), cartItem('b', 'Wool scarf', 50)],
        quota_max: 2,
      }),
    ),
    http.get(gatewayUrl('user/user-1/shipping-address'), () => HttpResponse.json(address)),
    http.get(gatewayUrl('proxy/user/user-1/credit'), () => HttpResponse.json({ balance })),
    http.post(gatewayUrl('checkout/session'), async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      return answer(body);
    }),
    ...signedInAccountHandlers(),
  );
  return bodies;
};

const selection = {
  items: [
    { uuid: 'a', size: 'M' },
    { uuid: 'b', size: 'S' },
  ],
  source: 'cart',
};

const renderCheckout = (params = encodeCheckoutParams(selection)) =>
  renderApp({
    route: `/shopping-list/checkout?params=${params}`,
    preloadedState: signedInState(),
  });

beforeAll(() => import('./ItemCheckoutPage'));

describe('ItemCheckoutPage', () => {
  it('asks for the address, keeps Continue disabled until it is complete, then opens the payment', async () => {
    const bodies = serve();
    const { user } = renderCheckout();

    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    expect(screen.getByText('Free shipping & Returns')).toBeVisible();
    const order = await screen.findByRole('region', { name: /Your order \(2 items\)/ });
    expect(within(order).getByText('Linen shirt')).toBeVisible();
    expect(within(order).getByText('Size: M')).toBeVisible();
    expect(within(order).getByText('At Checkout')).toBeVisible();

    const form = await screen.findByRole('form', { name: 'Shipping address' });
    expect(within(form).getAllByRole('textbox').length + 1).toBeLessThanOrEqual(8);
    const continueButton = within(form).getByRole('button', { name: 'Continue to Payment' });
    expect(continueButton).toBeDisabled();

    await user.type(within(form).getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(within(form).getByLabelText('Address'), '1 Main St');
    await user.type(within(form).getByLabelText('City'), 'Austin');
    await user.type(within(form).getByLabelText('State'), 'TX');
    await user.type(within(form).getByLabelText('Postal code'), '78701');
    expect(continueButton).toBeDisabled();
    await user.type(within(form).getByLabelText('Phone'), '512 555 0100');
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);

    expect(await screen.findByRole('status', { name: 'payment form' })).toHaveTextContent(
      'local cs_local_9 Pay $144',
    );
    expect(bodies).toEqual([
      {
        items: selection.items,
        source: 'cart',
        returnUrl: 'http://localhost:3000/app/confirmation?source=cart&track=1',
        shippingAddress: {
          name: 'Ada Lovelace',
          line1: '1 Main St',
          line2: '',
          city: 'Austin',
          state: 'TX',
          postalCode: '78701',
          country: 'US',
          phone: '512 555 0100',
        },
      },
    ]);
    expect(within(order).getByText('$24')).toBeVisible();
    expect(within(order).getByText('$144')).toBeVisible();
  });

  it('fills in a saved address and skips editing it', async () => {
    const bodies = serve({ address: savedAddress });
    const { user } = renderCheckout();

    expect(await screen.findByText('12 Analytical St')).toBeVisible();
    expect(screen.getByText('United Kingdom')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Shipping address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('status', { name: 'payment form' })).toBeInTheDocument();
    expect(bodies[0]?.shippingAddress).toEqual(savedAddress);

    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    expect(screen.getByRole('form', { name: 'Shipping address' })).toBeVisible();
    expect(screen.getByLabelText('City')).toHaveValue('London');
    expect(screen.queryByRole('status', { name: 'payment form' })).not.toBeInTheDocument();
  });

  it("shows the server's message under the field it refuses", async () => {
    serve({
      address: { ...savedAddress, country: 'GB' },
      answer: () =>
        HttpResponse.json(
          {
            message: 'We do not ship to this country yet.',
            code: 'invalid_field',
            errors: [
              { field: 'shippingAddress.country', message: 'We do not ship to this country yet.' },
            ],
          },
          { status: 400 },
        ),
    });
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('form', { name: 'Shipping address' })).toBeVisible();
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription(
      'We do not ship to this country yet.',
    );
  });

  it("shows the server's refusal of the state under the State field", async () => {
    const message = 'Enter a US state, such as NY or New York.';
    serve({
      address: {
        ...savedAddress,
        city: 'New York',
        state: 'NY',
        postalCode: '10001',
        country: 'US',
      },
      answer: () =>
        HttpResponse.json(
          {
            message,
            code: 'validation_failed',
            errors: [{ field: 'shippingAddress.state', message }],
          },
          { status: 400 },
        ),
    });
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('form', { name: 'Shipping address' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveFocus();
  });

  it('says which item is no longer available and links back to the cart', async () => {
    serve({
      address: savedAddress,
      answer: () =>
        HttpResponse.json(
          { message: 'Linen shirt is no longer available in size M.', code: 'item_unavailable' },
          { status: 409 },
        ),
    });
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Linen shirt is no longer available in size M.');
    expect(within(alert).getByRole('link', { name: 'Back to my cart' })).toHaveAttribute(
      'href',
      '/shopping-list',
    );
  });

  it('goes back to the cart with a message when params cannot be read', async () => {
    serve();
    renderCheckout('not-a-selection');
    expect(
      await screen.findByText('Choose the items you want to check out in your cart.'),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/shopping-list');
  });

  it('sends a code, shows its refusal under the field, and states the credit applied', async () => {
    const bodies = serve({
      address: savedAddress,
      balance: 40,
      answer: (body) =>
        body.coupon === 'SIB-WRONG'
          ? HttpResponse.json(
              {
                message: 'This code is not valid.',
                code: 'validation_failed',
                errors: [{ field: 'coupon', message: 'This code is not valid.' }],
              },
              { status: 400 },
            )
          : HttpResponse.json({
              secret: 'cs_local_9',
              orderId: 'order-1',
              provider: 'local',
              subtotal: 120,
              tax: 24,
              credit: 100,
              total: 44,
            }),
    });
    const { user } = renderCheckout();
    expect(
      await screen.findByText('Your shopping credit of $40 is applied at payment.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Have a gift card or code?' }));
    const field = screen.getByLabelText('Gift card or code');
    await user.type(field, 'SIB-WRONG');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('This code is not valid.')),
    );
    await user.clear(field);
    await user.type(field, 'SIB-GOOD');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('status', { name: 'payment form' })).toHaveTextContent(
      'Pay $44',
    );
    const order = screen.getByRole('region', { name: /Your order/ });
    expect(within(order).getByText('Gift card and credit').nextElementSibling).toHaveTextContent(
      '−$100',
    );
    expect(bodies.map((body) => body.coupon)).toEqual(['SIB-WRONG', 'SIB-GOOD']);
  });

  it('goes straight to the confirmation when credit and a code pay everything', async () => {
    serve({
      address: savedAddress,
      balance: 500,
      answer: () =>
        HttpResponse.json({
          secret: null,
          orderId: 'order-7',
          provider: 'local',
          subtotal: 120,
          tax: 24,
          credit: 144,
          total: 0,
          paidByCredit: true,
        }),
    });
    server.use(http.get(gatewayUrl('checkout'), () => HttpResponse.json({}, { status: 404 })));
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/confirmation?source=cart&track=1&orderId=order-7',
      ),
    );
  });
});
