import { describe, expect, it } from 'vitest';
import { aBookingStylist, apiPlans } from './bookingTestData';
import {
  checkoutVerdict,
  requestAction,
  sessionTypesFor,
  type CheckoutInput,
} from './checkoutRules';

const ready = { stylist: aBookingStylist(), plans: apiPlans, userId: 'user-1' };

describe('checkoutVerdict (spec 000 §4 Styling checkout)', () => {
  it.each<{ name: string; input: CheckoutInput; to: string }>([
    { name: 'no stylist in the booking', input: { ...ready, booking: { plan: 'major' } }, to: '/' },
    { name: 'no plan in the booking', input: { ...ready, booking: { stylistId: 's-1' } }, to: '/' },
    { name: 'an empty booking (unreadable)', input: { ...ready, booking: {} }, to: '/' },
    {
      name: 'an unknown stylist',
      input: { ...ready, stylist: null, booking: { stylistId: 's-1', plan: 'mini' } },
      to: '/stylistSearch',
    },
    {
      name: 'an inactive stylist',
      input: {
        ...ready,
        stylist: aBookingStylist({ is_active: false }),
        booking: { stylistId: 's-1', plan: 'mini' },
      },
      to: '/stylistSearch',
    },
    {
      name: 'a stylist not approved',
      input: {
        ...ready,
        stylist: aBookingStylist({ is_approved: '0' }),
        booking: { stylistId: 's-1', plan: 'mini' },
      },
      to: '/stylistSearch',
    },
    {
      name: 'an active session with the stylist',
      input: {
        ...ready,
        stylist: aBookingStylist({ has_active_session: true }),
        booking: { stylistId: 's-1', plan: 'mini' },
      },
      to: '/chat/s-1/user-1',
    },
    {
      name: 'a plan without a price in the catalogue',
      input: {
        ...ready,
        plans: apiPlans.filter((plan) => plan.planId !== 'lux'),
        booking: { stylistId: 's-1', plan: 'lux' },
      },
      to: '/',
    },
  ])('$name → $to', ({ input, to }) => {
    expect(checkoutVerdict(input)).toEqual({ kind: 'redirect', to });
  });

  it('reads an unknown plan as Major, with the price from the catalogue', () => {
    const verdict = checkoutVerdict({ ...ready, booking: { stylistId: 's-1', plan: 'gold' } });
    expect(verdict).toMatchObject({ kind: 'ready', planId: 'major', plan: { price: 130 } });
  });

  it('waits while the stylist or the catalogue load', () => {
    const booking = { stylistId: 's-1', plan: 'mini' };
    expect(checkoutVerdict({ ...ready, booking, stylist: undefined })).toEqual({ kind: 'loading' });
    expect(checkoutVerdict({ ...ready, booking, plans: undefined })).toEqual({ kind: 'loading' });
  });

  it('offers one-time and monthly, except on Lux', () => {
    const byId = (id: string) => apiPlans.find((plan) => plan.planId === id)!;
    expect(sessionTypesFor(byId('mini'))).toEqual(['one-time', 'subscription']);
    expect(sessionTypesFor(byId('lux'))).toEqual(['one-time']);
  });
});

describe('requestAction (spec 000 §4 Styling session request)', () => {
  it.each([
    { completed: true, status: 'complete', action: 'thank-you' },
    { completed: true, status: 'paid', action: 'thank-you' },
    { completed: false, status: 'complete', action: 'complete' },
    { completed: false, status: 'paid', action: 'complete' },
    { completed: false, status: 'open', action: 'back' },
    { completed: false, status: 'expired', action: 'back' },
  ] as const)('completed $completed, status $status → $action', ({ action, ...request }) => {
    expect(requestAction(request)).toBe(action);
  });
});
