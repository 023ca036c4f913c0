import type { ApiMembership } from './membershipApi';

/** A Major monthly membership with Ana Ruiz, as the gateway sends it; running, past its trial. */
export const anApiMembership = (overrides: Partial<ApiMembership> = {}): ApiMembership => ({
  uuid: 'membership-1',
  type: 'subscription',
  plan: 'major',
  stylist: {
    uuid: 'stylist-1',
    name: 'Ana Ruiz',
    first_name: 'Ana',
    last_name: 'Ruiz',
    profile_picture: null,
  },
  status: 'active',
  trialing: false,
  trialEnd: '2026-02-05T12:00:00.000Z',
  periodEnd: '2026-04-05T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  payment: 117,
  currency: 'usd',
  lastBillingDate: '2026-03-05T12:00:00.000Z',
  paymentMethod: { type: 'card', last4: '4242' },
  created: '2026-02-02T12:00:00.000Z',
  ...overrides,
});

/** In its free trial until March 05, 2026: nothing charged yet. */
export const aTrialMembership = (overrides: Partial<ApiMembership> = {}) =>
  anApiMembership({
    status: 'trialing',
    trialing: true,
    trialEnd: '2026-03-05T12:00:00.000Z',
    periodEnd: '2026-03-05T12:00:00.000Z',
    lastBillingDate: null,
    ...overrides,
  });
