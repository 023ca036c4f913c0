import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { tips } from '../../db/schema';

export type PaidTip = {
  userId: string;
  stylistId: string;
  channelSid: string | null;
  amountCents: number;
  provider: 'local' | 'stripe';
  /** The charge (card on file) or the tip's own checkout session that paid it. */
  providerPaymentId: string;
};

/** Records a paid tip once: the same payment again (a retry, a replayed webhook) adds nothing. */
export const recordTip = async (db: Db, tip: PaidTip) => {
  await db
    .insert(tips)
    .values({ id: randomUUID(), ...tip })
    .onConflictDoNothing();
};

/**
 * A tip's own checkout, paid (local form or Stripe's webhook): the tip it was for, from the
 * checkout's metadata, or null when the metadata does not name one.
 */
export const tipFromCheckout = (checkout: {
  id: string;
  provider: 'local' | 'stripe';
  userId: string | null;
  amountCents: number;
  metadata: Record<string, unknown> | null;
}): PaidTip | null => {
  const stylistId = checkout.metadata?.stylistId;
  const channelSid = checkout.metadata?.channelSid;
  if (!checkout.userId || typeof stylistId !== 'string' || !stylistId) return null;
  return {
    userId: checkout.userId,
    stylistId,
    channelSid: typeof channelSid === 'string' && channelSid ? channelSid : null,
    amountCents: checkout.amountCents,
    provider: checkout.provider,
    providerPaymentId: checkout.id,
  };
};
