import { describe, expect, it } from 'vitest';
import { createCheckoutSession } from '../../services/payments';
import { fakeStripe, fakeStripeApp } from '../../testing/fakeStripe';
import { send } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile(...fakeStripeApp(fakeStripe(), 'whsec_test'));

describe('the local payment form with Stripe configured', () => {
  it('is not there: its endpoints answer 404, so no stand-in card can pay for anything', async () => {
    // A local session left from before Stripe was switched on.
    const { secret } = await createCheckoutSession(t.db, {
      userId: null,
      kind: 'gift_card',
      description: 'Mini gift card',
      amountCents: 6000,
      returnUrl: 'http://localhost:3000/app/',
    });
    for (const path of ['/gateway/payments/local/session', '/gateway/payments/local/confirm']) {
      const response = await t.app.request(
        path,
        send('POST', {
          secret,
          number: '4242424242424242',
          expiry: '12/34',
          cvc: '123',
          idempotencyKey: 'k',
        }),
      );
      expect(response.status).toBe(404);
      expect(((await response.json()) as { code?: string }).code).not.toBe('checkout_not_found');
    }
  });
});
