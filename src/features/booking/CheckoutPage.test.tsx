import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { gatewayUrl, rootUrl } from '@/testing/apiUrls';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { aBookingStylist, apiPlans, bookingHandlers, bookingRoute } from './bookingTestData';

// The payment adapter is its own module, tested on its own: here only what checkout hands it.
vi.mock('@/blocks/payments/PaymentForm', () => ({
  PaymentForm: (props: { provider: string; clientSecret: string; payLabel: string }) => (
    <output aria-label="payment form">{`${props.provider} ${props.clientSecret} ${props.payLabel}`}</output>
  ),
}));

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

const renderCheckout = (booking: Record<string, string>) =>
  renderApp({ route: bookingRoute('/checkout', booking), preloadedState: signedInState() });

type CheckoutBody = Record<string, unknown>;

const serveCheckout = (answer: (body: CheckoutBody) => Response | Promise<Response>) => {
  const bodies: CheckoutBody[] = [];
  server.use(
    http.post(gatewayUrl('styling-session/session-checkout'), async ({ request }) => {
      const body = (await request.json()) as CheckoutBody;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
};

const okAnswer = (body: CheckoutBody) =>
  HttpResponse.json({
    clientSecret: 'cs_local_1',
    requestId: 'req-1',
    provider: 'local',
    plan: body.plan,
    type: body.type,
    total: body.type === 'subscription' ? 117 : 130,
    isTrial: body.type === 'subscription',
    trialEnd: body.type === 'subscription' ? '2026-11-26T12:00:00.000Z' : null,
  });

beforeAll(() => import('./CheckoutPage'));

describe('CheckoutPage', () => {
  it('books a one-time Major session by default and hands the secret to the payment form', async () => {
    server.use(...bookingHandlers());
    const bodies = serveCheckout(okAnswer);
    const { user } = renderCheckout({ stylistId: 's-1', plan: 'major', goal: 'g-1' });

    expect(
      await screen.findByRole('heading', { name: 'Major session with Ana Silva' }),
    ).toBeVisible();
    expect(await screen.findByText('Your goal: Refresh my everyday wardrobe')).toBeVisible();
    expect(screen.getByRole('radio', { name: /One-time session/ })).toBeChecked();
    expect(screen.getByText(/You pay \$130 today for one Major styling session/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('status', { name: 'payment form' })).toHaveTextContent(
      'local cs_local_1 Pay $130',
    );
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveFocus();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      stylistUuid: 's-1',
      plan: 'major',
      type: 'one-time',
      goal: 'g-1',
      returnUrl: expect.stringMatching(
        /^http:\/\/localhost:3000\/app\/checkout\/confirmation\?booking=/,
      ),
    });
    expect(screen.getByRole('radio', { name: /One-time session/ })).toBeDisabled();
  });

  it('explains the monthly membership and its free trial before the pay button', async () => {
    server.use(...bookingHandlers());
    serveCheckout(okAnswer);
    const { user } = renderCheckout({ stylistId: 's-1', plan: 'major' });

    await user.click(await screen.findByRole('radio', { name: /Monthly membership/ }));
    expect(screen.getByText('$117 a month after a free 3-day trial')).toBeVisible();
    const terms = screen.getByRole('region', { name: /Due today/ });
    expect(within(terms).getByText('$0')).toBeVisible();
    expect(terms).toHaveTextContent(
      /when the trial ends, \$117 is charged, and then \$117 every month/,
    );
    expect(terms).toHaveTextContent(/Cancel any time in Settings, under Membership/);

    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('status', { name: 'payment form' })).toHaveTextContent(
      'Start Free Trial',
    );
    expect(terms).toHaveTextContent('On November 26, 2026');
  });

  it('offers no choice of session type on Lux', async () => {
    server.use(...bookingHandlers());
    renderCheckout({ stylistId: 's-1', plan: 'lux' });
    expect(
      await screen.findByText(/Lux is booked one month at a time: \$550, paid once/),
    ).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('goes to the session when the stylist already has one with the shopper', async () => {
    server.use(...bookingHandlers(aBookingStylist({ has_active_session: true })));
    renderCheckout({ stylistId: 's-1', plan: 'major' });
    await vi.waitFor(() => expect(location().pathname).toBe('/chat/s-1/user-1'));
  });

  it('goes to the stylist search when the stylist does not exist', async () => {
    server.use(...bookingHandlers());
    server.use(
      http.get(gatewayUrl('proxy/stylist/s-9/read'), () => HttpResponse.json({}, { status: 404 })),
      // The stylist search it lands on.
      http.get(gatewayUrl('proxy/stylist/all/names'), () => HttpResponse.json({ items: [] })),
      http.get(gatewayUrl('proxy/user/user-1/bestMatchesNew'), () =>
        HttpResponse.json({ items: [] }),
      ),
      http.get(gatewayUrl('proxy/user/user-1/favourites'), () => HttpResponse.json({ items: [] })),
    );
    renderCheckout({ stylistId: 's-9', plan: 'major' });
    await vi.waitFor(() => expect(location().pathname).toBe('/stylistSearch'));
  });

  it('goes home when the catalogue has no price for the plan', async () => {
    server.use(...bookingHandlers());
    server.use(
      http.get(rootUrl('plans'), () =>
        HttpResponse.json({ items: apiPlans.filter((plan) => plan.planId !== 'major') }),
      ),
    );
    renderCheckout({ stylistId: 's-1', plan: 'major' });
    await vi.waitFor(() => expect(location().pathname).toBe('/'), { timeout: 8000 });
  });

  it('shows the generic error with a retry when the payment session cannot be created', async () => {
    server.use(...bookingHandlers());
    let calls = 0;
    serveCheckout((body) => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({}, { status: 500 }) : okAnswer(body);
    });
    const { user } = renderCheckout({ stylistId: 's-1', plan: 'mini' });
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't start your payment");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status', { name: 'payment form' })).toHaveTextContent(
      'Pay $130',
    );
  });

  it('follows the server to the session when it finds one already active', async () => {
    server.use(...bookingHandlers());
    serveCheckout(() =>
      HttpResponse.json({ code: 'active_session', message: 'x' }, { status: 409 }),
    );
    const { user } = renderCheckout({ stylistId: 's-1', plan: 'mini' });
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    await vi.waitFor(() => expect(location().pathname).toBe('/chat/s-1/user-1'));
  });

  describe('a gift card code', () => {
    it('goes with the checkout; a refusal shows under the field and nothing opens', async () => {
      server.use(...bookingHandlers());
      const bodies = serveCheckout((body) =>
        body.coupon === 'GIFT-GOOD-CODE-0001'
          ? HttpResponse.json({
              clientSecret: 'cs_local_2',
              requestId: 'req-2',
              provider: 'local',
              plan: 'major',
              type: 'one-time',
              total: 30,
              discount: 100,
              isTrial: false,
              trialEnd: null,
            })
          : HttpResponse.json(
              {
                message: 'This code is not valid.',
                code: 'validation_failed',
                errors: [{ field: 'coupon', message: 'This code is not valid.' }],
              },
              { status: 400 },
            ),
      );
      const { user } = renderCheckout({ stylistId: 's-1', plan: 'major' });
      await user.click(await screen.findByRole('button', { name: 'Have a gift card or code?' }));
      const field = screen.getByLabelText('Gift card or code');
      await user.type(field, 'GIFT-BAD');
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      await vi.waitFor(() =>
        expect(field).toHaveAccessibleDescription(
          expect.stringContaining('This code is not valid.'),
        ),
      );
      expect(screen.queryByRole('status', { name: 'payment form' })).not.toBeInTheDocument();
      expect(screen.queryByText("We couldn't start your payment")).not.toBeInTheDocument();

      await user.clear(field);
      await user.type(field, 'GIFT-GOOD-CODE-0001');
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      expect(await screen.findByRole('status', { name: 'payment form' })).toHaveTextContent(
        'local cs_local_2 Pay $30',
      );
      expect(screen.getByText(/Your gift card pays \$100; you pay \$30\./)).toBeVisible();
      expect(bodies.map((body) => body.coupon)).toEqual(['GIFT-BAD', 'GIFT-GOOD-CODE-0001']);
    });

    it('paying the whole session, goes straight to the confirmation', async () => {
      server.use(...bookingHandlers());
      serveCheckout(() =>
        HttpResponse.json({
          clientSecret: null,
          requestId: 'req-3',
          provider: 'local',
          plan: 'major',
          type: 'one-time',
          total: 0,
          discount: 130,
          paidByCredit: true,
          isTrial: false,
          trialEnd: null,
        }),
      );
      const { user } = renderCheckout({ stylistId: 's-1', plan: 'major' });
      await user.click(await screen.findByRole('button', { name: 'Have a gift card or code?' }));
      await user.type(screen.getByLabelText('Gift card or code'), 'GIFT-FULL');
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      await vi.waitFor(() => expect(location().pathname).toBe('/checkout/confirmation'));
      expect(location().searchParams.get('requestId')).toBe('req-3');
    });

    it('is not offered on a monthly membership', async () => {
      server.use(...bookingHandlers());
      const { user } = renderCheckout({ stylistId: 's-1', plan: 'major' });
      await user.click(await screen.findByRole('radio', { name: /Monthly membership/ }));
      expect(screen.getByText(/Gift cards pay for a one-time session/)).toBeVisible();
      expect(screen.queryByLabelText('Gift card or code')).not.toBeInTheDocument();
    });
  });
});
