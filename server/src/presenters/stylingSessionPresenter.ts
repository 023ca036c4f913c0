import type { stylingSessions, stylists } from '../db/schema';
import { presentStylistSummary } from './stylistPresenter';

type SessionRow = typeof stylingSessions.$inferSelect;
type StylistRow = typeof stylists.$inferSelect;

/** A styling session as `GET session/{sessionId}` answers it (docs/contracts/booking.md). */
export const presentStylingSession = (
  session: SessionRow,
  stylist: StylistRow,
  now = new Date(),
) => ({
  uuid: session.id,
  stylistUuid: stylist.id,
  stylist: presentStylistSummary(stylist),
  plan: session.plan,
  type: session.type,
  total: session.totalCents / 100,
  /** A membership still in its free trial. */
  isTrial: session.type === 'subscription' && session.trialEnd !== null && session.trialEnd > now,
  trialEnd: session.trialEnd?.toISOString() ?? null,
  periodEnd: session.periodEnd?.toISOString() ?? null,
  /** A past-due membership still runs (until Stripe gives up): the SPA knows active and ended. */
  status: session.status === 'past_due' ? 'active' : session.status,
  channelSid: session.channelSid,
  questionnaireAnswered: session.questionnaireAnsweredAt !== null,
});
