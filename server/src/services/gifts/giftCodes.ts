import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { PlanId } from '@shared/plans';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { giftCodes } from '../../db/schema';

export type GiftCode = typeof giftCodes.$inferSelect;
export type GiftCodeKind = GiftCode['kind'];

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped stays the same code. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 characters of 5 bits: 60 random bits. */
const CODE_LENGTH = 12;
const PREFIX: Record<GiftCodeKind, string> = { gift: 'GIFT', shop_it_back: 'SIB' };

/** A new code: the prefix and 12 random characters grouped by four (`GIFT-XXXX-XXXX-XXXX`). */
export const newCode = (kind: GiftCodeKind) => {
  let bits = randomBytes(8).readBigUInt64BE() >> 4n;
  let characters = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) {
    characters = ALPHABET[Number(bits & 31n)] + characters;
    bits >>= 5n;
  }
  return `${PREFIX[kind]}-${characters.match(/.{4}/g)?.join('-') ?? characters}`;
};

/** How a code is shown where it is not kept: its pattern (`GIFT-XXXX-XXXX-XXXX`). */
export const maskedCode = (kind: GiftCodeKind) => `${PREFIX[kind]}-XXXX-XXXX-XXXX`;

/** Lower case, spaces and hyphens forgiven; I and L read as 1, O as 0 (Crockford's decoding). */
const CROCKFORD_ALIASES: Record<string, string> = { I: '1', L: '1', O: '0' };

/**
 * A code as typed, in its one canonical form (`GIFT-XXXXXXXXXXXX`), or null when it cannot be
 * a code at all.
 */
export const canonicalCode = (typed: string) => {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  const match = compact.match(/^(GIFT|SIB)([0-9A-Z]{12})$/);
  if (!match?.[1] || !match[2]) return null;
  const body = [...match[2]].map((character) => CROCKFORD_ALIASES[character] ?? character);
  if (body.some((character) => !ALPHABET.includes(character))) return null;
  return `${match[1]}-${body.join('')}`;
};

/** What is stored: the SHA-256 of the canonical form, never the code. */
export const codeHash = (canonical: string) => hashToken(canonical);

/** The code with this text, if it is one. */
export const findCode = async (db: Db, typed: string) => {
  const canonical = canonicalCode(typed);
  if (!canonical) return null;
  const [code] = await db
    .select()
    .from(giftCodes)
    .where(eq(giftCodes.codeHash, codeHash(canonical)))
    .limit(1);
  return code ?? null;
};

export const codeValueCents = (code: Pick<GiftCode, 'planAmountCents' | 'creditCents'>) =>
  code.planAmountCents + code.creditCents;

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export type NewGiftCode = {
  kind: GiftCodeKind;
  plan: PlanId;
  planAmountCents: number;
  creditCents: number;
  giftCardRequestId?: string;
  issuedToId?: string;
  sourceSessionId?: string;
};

/**
 * Stores a new code (its hash) valid for a year and answers the code itself, which exists only
 * in this answer (for the e-mail). Null when the gift card or session it is for has one already.
 */
export const issueCode = async (db: Db, input: NewGiftCode, now = new Date()) => {
  const code = newCode(input.kind);
  const canonical = canonicalCode(code);
  if (!canonical) throw new Error('a new code does not read back');
  const [row] = await db
    .insert(giftCodes)
    .values({
      id: randomUUID(),
      codeHash: codeHash(canonical),
      kind: input.kind,
      plan: input.plan,
      planAmountCents: input.planAmountCents,
      creditCents: input.creditCents,
      giftCardRequestId: input.giftCardRequestId ?? null,
      issuedToId: input.issuedToId ?? null,
      sourceSessionId: input.sourceSessionId ?? null,
      expiresAt: new Date(now.getTime() + YEAR_MS),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ? { code, row } : null;
};

type Holder = { stylingRequestId: string } | { orderId: string };

const holderColumn = (holder: Holder) =>
  'orderId' in holder
    ? eq(giftCodes.orderId, holder.orderId)
    : eq(giftCodes.stylingRequestId, holder.stylingRequestId);

/**
 * Marks a code as the user's, for the checkout that opens with it (or is paid with it). Answers
 * false when someone else's checkout holds it already. The checkout's own hold is kept.
 */
export const claimCode = async (
  db: Db,
  codeId: string,
  userId: string,
  holder: Holder,
  now = new Date(),
) => {
  const [claimed] = await db
    .update(giftCodes)
    .set({
      redeemedBy: userId,
      redeemedAt: now,
      stylingRequestId: 'stylingRequestId' in holder ? holder.stylingRequestId : null,
      orderId: 'orderId' in holder ? holder.orderId : null,
    })
    .where(and(eq(giftCodes.id, codeId), or(isNull(giftCodes.redeemedBy), holderColumn(holder))))
    .returning({ id: giftCodes.id });
  return Boolean(claimed);
};

/** An abandoned checkout gives its code back: anyone may use it again. */
export const releaseCode = (db: Db, holder: Holder) =>
  db
    .update(giftCodes)
    .set({ redeemedBy: null, redeemedAt: null, stylingRequestId: null, orderId: null })
    .where(holderColumn(holder));
