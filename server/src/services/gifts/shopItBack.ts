import { eq } from 'drizzle-orm';
import { PLANS, type PlanId } from '@shared/plans';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { ServerConfig } from '../../env';
import type { Log } from '../../http/logger';
import { sendEmail } from '../outbox';
import { shopItBackEmail } from './giftCardEmail';
import { issueCode } from './giftCodes';

export { SHOP_IT_BACK_SOURCE } from '@shared/shopItBack';

export type ShopItBackMail = {
  log: Log;
  config: Pick<ServerConfig, 'publicUrl' | 'productName'>;
};

/**
 * Shop it Back (spec 000 §1): a code worth the plan's session value ($60, $130 or $500) for items
 * at checkout, stored hashed and e-mailed to the shopper. One per styling session (none when the
 * session has one already). Run it inside the transaction that makes the session, so the code
 * and its e-mail exist together. Answers the code (for tests and fixtures), or null.
 */
export const issueShopItBackCode = async (
  db: Db,
  { log, config }: ShopItBackMail,
  input: { userId: string; plan: PlanId; sourceSessionId?: string },
  now = new Date(),
) => {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new Error(`No user ${input.userId}`);
  const valueCents = PLANS[input.plan].shopItBackCredit * 100;
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
