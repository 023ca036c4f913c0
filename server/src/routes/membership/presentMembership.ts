import { presentStylistSummary } from '../../presenters/stylistPresenter';
import type { Membership } from '../../services/membership/memberships';

/**
 * A monthly membership as `GET proxy/user/{uid}/sessions` lists it and the cancel and reactivate
 * calls answer it (docs/contracts/settings.md, "Membership"; spec 001 §3 "Membership").
 */
export const presentMembership = ({
  session,
  stylist,
  status,
  cardLast4,
  lastBilledAt,
}: Membership) => ({
  uuid: session.id,
  type: session.type,
  plan: session.plan,
  stylist: presentStylistSummary(stylist),
  status,
  trialing: status === 'trialing',
  trialEnd: session.trialEnd?.toISOString() ?? null,
  periodEnd: session.periodEnd?.toISOString() ?? null,
  cancelAtPeriodEnd: session.cancelAtPeriodEnd,
  payment: session.totalCents / 100,
  currency: 'usd',
  lastBillingDate: lastBilledAt?.toISOString() ?? null,
  paymentMethod: cardLast4 ? { type: 'card' as const, last4: cardLast4 } : null,
  created: session.createdAt.toISOString(),
});
