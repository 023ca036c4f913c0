import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import {
  answerConfirm,
  answerSession,
  declined,
  paymentSession,
} from '@/testing/localPaymentsTestData';
import { ExpressCheckout } from './ExpressCheckout';

const item = { uuid: 'item-1', name: 'Linen shirt', price: 80 };

type Body = Record<string, unknown>;

const serveTaxes = () => {
  const bodies: Body[] = [];
  server.use(
    http.post(gatewayUrl('express-checkout/calculate-taxes'), async ({ request }) => {
      const body = (await request.json()) as Body & { shippingAddress: { country: string } };
      bodies.push(body);
      if (body.shippingAddress.country === 'GB') {
        return HttpResponse.json({ subtotal: 80, tax: 16, total: 96 });
      }
      return HttpResponse.json({ subtotal: 80, tax: 6.6, total: 86.6 });
    }),
  );
  return bodies;
};

const renderExpress = (props: Partial<Parameters<typeof ExpressCheckout>[0]> = {}) =>
  renderWithProviders(
    <ExpressCheckout
      item={item}
      size="M"
      isSignedIn
      onSignIn={() => undefined}
      source="item"
      {...props}
    />,
    { route: '/item/item-1' },
  );

const fillAddress = async (user: ReturnType<typeof renderExpress>['user'], sheet: HTMLElement) => {
  await user.type(within(sheet).getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(within(sheet).getByLabelText('Address'), '1 Main St');
  await user.type(within(sheet).getByLabelText('City'), 'Austin');
  await user.type(within(sheet).getByLabelText('State'), 'TX');
  await user.type(within(sheet).getByLabelText('Postal code'), '78701');
  await user.type(within(sheet).getByLabelText('Phone'), '512 555 0100');
};

describe('ExpressCheckout (local stand-in)', () => {
  it('recalculates Duties on each address change, then opens the order and pays', async () => {
    const taxes = serveTaxes();
    const intents: Body[] = [];
    server.use(
      http.post(gatewayUrl('express-checkout'), async ({ request }) => {
        intents.push((await request.json()) as Body);
        return HttpResponse.json({
          secret: 'cs_local_x',
          orderId: 'order-9',
          provider: 'local',
          subtotal: 80,
          tax: 6.6,
          total: 86.6,
        });
      }),
      answerSession(paymentSession({ description: 'Linen shirt', amount: 86.6 })),
    );
    const { user } = renderExpress();
    await user.click(await screen.findByRole('button', { name: /Express checkout/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Express checkout' });
    const lines = () => within(sheet).getByText('Duties').parentElement?.textContent;
    expect(lines()).toBe('Duties$0');
    expect(within(sheet).getByText('Linen shirt').parentElement).toHaveTextContent('$80');

    await fillAddress(user, sheet);
    await waitFor(() => expect(lines()).toBe('Duties$6.60'));
    expect(within(sheet).getByText('Total').parentElement).toHaveTextContent('$86.60');
    expect(taxes.at(-1)).toEqual({
      items: [{ uuid: 'item-1', size: 'M' }],
      shippingAddress: { city: 'Austin', state: 'TX', country: 'US', postalCode: '78701' },
    });

    await user.selectOptions(within(sheet).getByLabelText('Country'), 'GB');
    await waitFor(() => expect(lines()).toBe('Duties$16'));

    await user.click(within(sheet).getByRole('button', { name: 'Continue to Payment' }));
    expect(await within(sheet).findByLabelText('Card number')).toBeVisible();
    expect(intents[0]).toMatchObject({
      items: [{ uuid: 'item-1', size: 'M' }],
      source: 'item',
      shippingAddress: { country: 'GB', city: 'Austin', phone: '512 555 0100' },
      returnUrl:
        'http://localhost:3000/app/confirmation?checkoutSource=express+checkout&source=item&track=1',
    });
    expect(within(sheet).getByRole('button', { name: 'Pay $86.60' })).toBeVisible();
  });

  it('keeps the last known Duties on show, faded, while the next address is priced', async () => {
    let answerGb = () => undefined as void;
    const gbAnswered = new Promise<void>((resolve) => (answerGb = resolve));
    server.use(
      http.post(gatewayUrl('express-checkout/calculate-taxes'), async ({ request }) => {
        const body = (await request.json()) as { shippingAddress: { country: string } };
        if (body.shippingAddress.country !== 'GB') {
          return HttpResponse.json({ subtotal: 80, tax: 6.6, total: 86.6 });
        }
        await gbAnswered;
        return HttpResponse.json({ subtotal: 80, tax: 16, total: 96 });
      }),
    );
    const { user } = renderExpress();
    await user.click(await screen.findByRole('button', { name: /Express checkout/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Express checkout' });
    const duties = () => within(sheet).getByText('Duties').parentElement;
    await fillAddress(user, sheet);
    await waitFor(() => expect(duties()).toHaveTextContent('Duties$6.60'));

    await user.selectOptions(within(sheet).getByLabelText('Country'), 'GB');
    await waitFor(() => expect(duties()?.parentElement).toHaveAttribute('aria-busy', 'true'));
    expect(duties()).toHaveTextContent('Duties$6.60');
    answerGb();
    await waitFor(() => expect(duties()).toHaveTextContent('Duties$16'));
    expect(duties()?.parentElement).not.toHaveAttribute('aria-busy');
  });

  it('rejects an address the server will not ship to', async () => {
    serveTaxes();
    server.use(
      http.post(gatewayUrl('express-checkout/calculate-taxes'), () =>
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
      ),
    );
    const { user } = renderExpress();
    await user.click(await screen.findByRole('button', { name: /Express checkout/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Express checkout' });
    await fillAddress(user, sheet);
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'We do not ship to this country yet.',
    );
    expect(within(sheet).getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
  });

  it("says 'Payment failed! Please try again later.' when the order cannot be opened", async () => {
    serveTaxes();
    server.use(
      http.post(gatewayUrl('express-checkout'), () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    const { user } = renderExpress();
    await user.click(await screen.findByRole('button', { name: /Express checkout/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Express checkout' });
    await fillAddress(user, sheet);
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Continue to Payment' })).toBeEnabled(),
    );
    await user.click(within(sheet).getByRole('button', { name: 'Continue to Payment' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'Payment failed! Please try again later.',
    );
  });

  it("puts 'Payment error:' before the provider's message", async () => {
    serveTaxes();
    const confirm = answerConfirm(() => declined());
    server.use(
      http.post(gatewayUrl('express-checkout'), () =>
        HttpResponse.json({
          secret: 'cs_local_x',
          orderId: 'order-9',
          provider: 'local',
          subtotal: 80,
          tax: 6.6,
          total: 86.6,
        }),
      ),
      answerSession(paymentSession({ description: 'Linen shirt', amount: 86.6 })),
      confirm.handler,
    );
    const { user } = renderExpress();
    await user.click(await screen.findByRole('button', { name: /Express checkout/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Express checkout' });
    await fillAddress(user, sheet);
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Continue to Payment' })).toBeEnabled(),
    );
    await user.click(within(sheet).getByRole('button', { name: 'Continue to Payment' }));
    await user.type(await within(sheet).findByLabelText('Card number'), '4000000000000002');
    await user.type(within(sheet).getByLabelText('Expiry (MM / YY)'), '1230');
    await user.type(within(sheet).getByLabelText('CVC'), '123');
    await user.click(within(sheet).getByRole('button', { name: 'Pay $86.60' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'Payment error: Your card was declined. Please try a different card.',
    );
  });

  it('is disabled without a size, and a visitor gets the login overlay instead', async () => {
    const onSignIn = vi.fn();
    const { user, unmount } = renderExpress({ size: null });
    expect(screen.getByRole('button', { name: /Express checkout/ })).toBeDisabled();
    expect(screen.getByText('Choose a size to use express checkout.')).toBeVisible();
    unmount();

    renderExpress({ isSignedIn: false, onSignIn });
    await user.click(screen.getByRole('button', { name: 'Log in to use express checkout' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /Express checkout/ })).not.toBeInTheDocument();
  });
});
