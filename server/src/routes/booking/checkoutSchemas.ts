import { z } from 'zod';
import { PLAN_IDS } from '@shared/plans';

/**
 * `POST /styling-session/session-checkout` (and `/session-checkout`). Unknown fields are dropped,
 * so any price, total or amount the client sends is ignored: the server prices from the plan
 * catalogue.
 */
export const checkoutSchema = z.object({
  stylistUuid: z.string({ error: 'Choose a stylist to book.' }).trim().min(1).max(100),
  type: z
    .enum(['one-time', 'subscription'], {
      error: 'The session type is one-time or subscription.',
    })
    .default('one-time'),
  plan: z.enum(PLAN_IDS, { error: 'Choose the Mini, Major or Lux plan.' }),
  returnUrl: z.string({ error: 'The return URL is missing.' }).max(2000),
  goal: z.string().trim().max(200).optional(),
  bookingSource: z.string().trim().max(100).optional(),
  /** A gift code (docs/contracts/gifts.md); a longer text cannot be one. */
  coupon: z.string({ error: 'The code must be text.' }).trim().max(50).optional(),
});

export const requestIdSchema = z.object({
  requestId: z.string({ error: 'The request id is missing.' }).trim().min(1).max(100),
});
