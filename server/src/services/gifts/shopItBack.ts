import { eq } from 'drizzle-orm';
import { PLANS, type PlanId } from '@shared/plans';
import { SHOP_IT_BACK_SOURCE } from '@shared/shopItBack';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { ServerConfig } from '../../env';
import type { Log } from '../../http/logger';
import { sendEmail } from '../email/outbox';
import { shopItBackEmail } from '../email/shopItBackEmail';
import { issueCode } from './giftCodes';

export type ShopItBackMail = {
  log: Log;
  config: Pick<ServerConfig, 'publicUrl' | 'productName'>;
};

/**
 * What Shop it Back gives back for a fulfilled booking, in cents, as the server decides it
 * (issue 27): the booking source the client sent only says the shopper took part in the campaign;
 * the amount is the server's. A one-time session gives back what the shopper paid for it, up to
 * the plan's Shop it Back value ($60, $130, $500): nothing for a membership (a free trial) or a
 * session a gift code paid in full, less for one a gift code paid in part, so a code or a free
 * booking never turns into shopping credit.
 */
export const shopItBackCents = (request: {
  bookingSource: string | null;
  type: string;
  plan: PlanId;
  totalCents: number;
  discountCents: number;
}) =>
  request.bookingSource === SHOP_IT_BACK_SOURCE && request.type === 'one-time'
    ? Math.max(
        0,
        Math.min(
          PLANS[request.plan].shopItBackCredit * 100,
          request.totalCents - request.discountCents,
        ),
      )
    : 0;

/**
 * Shop it Back (spec 000 §1): a code worth `valueCents` (by default the plan's session value) for
 * items at checkout, stored hashed and e-mailed to the shopper. One per styling session (none when
 * the session has one already). Run it inside the transaction that makes the session, so the code
 * and its e-mail exist together. Answers the code (for tests and fixtures), or null.
 */
export const issueShopItBackCode = async (
  db: Db,
  { log, config }: ShopItBackMail,
  input: { userId: string; plan: PlanId; sourceSessionId?: string; valueCents?: number },
  now = new Date(),
) => {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new Error(`No user ${input.userId}`);
  const valueCents = input.valueCents ?? PLANS[input.plan].shopItBackCredit * 100;
  const issued = await issueCode(
    db,
    {
      kind: 'shop_it_back',
      plan: input.plan,
      planAmountCents: 0,
      creditCents: valueCents,
      issuedToId: user.id,
      sourceSessionId: input.sourceSessionId,
    },
    now,
  );
  if (!issued) return null;
  await sendEmail(
    db,
    log,
    shopItBackEmail({
      productName: config.productName,
      siteUrl: config.publicUrl,
      firstName: user.firstName,
      email: user.email,
      plan: input.plan,
      valueCents,
      code: issued.code,
      expiresAt: issued.row.expiresAt,
    }),
  );
  return issued.code;
};
