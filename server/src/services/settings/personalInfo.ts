import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  EMAIL_TAKEN_MESSAGE,
  validateBirthday,
  validateCountry,
  validateGender,
  validateLocation,
  validatePhone,
  type UserGender,
} from '@shared/personalInfo';
import { splitFullName, validateEmail, validateFullName } from '@shared/validators';
import type { SignedInCache } from '../../auth/signedInCache';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pgErrors';
import { users } from '../../db/schema';
import type { UserRow } from '../../db/rows';
import { HttpError, type FieldError } from '../../http/errors';
import { validationError } from '../../http/validate';

const text = (max: number) => z.string().max(max);
const clearable = (max: number) => text(max).nullable().optional();

/** `PUT proxy/user/{uid}` (docs/contracts/settings.md): every field optional. */
export const personalInfoSchema = z.object({
  full_name: text(200).optional(),
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  email: text(400).optional(),
  phone_number: clearable(100),
  phone: clearable(100),
  location: clearable(1000),
  country: clearable(10),
  gender: clearable(20),
  birthday: clearable(20),
  /** Needed only to change `email` (./emailChange.ts). */
  current_password: text(1000).optional(),
});

export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const emailTaken = () =>
  new HttpError(400, EMAIL_TAKEN_MESSAGE, 'email_taken', [
    { field: 'email', message: EMAIL_TAKEN_MESSAGE },
  ]);

/** '' and whitespace clear an optional field. */
const orNull = (value: string | null | undefined) => {
  if (value === undefined) return undefined;
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * Checks the fields that were sent (the shared rules, one 400 with every problem) and answers
 * the columns to write. The name is checked whole: `full_name`, else first and last joined.
 */
export const checkPersonalInfo = (body: PersonalInfo): Partial<UserRow> => {
  const names =
    body.full_name ??
    (body.first_name !== undefined || body.last_name !== undefined
      ? `${body.first_name ?? ''} ${body.last_name ?? ''}`
      : undefined);
  const phone = body.phone_number !== undefined ? body.phone_number : body.phone;
  const checks: [string, string | undefined][] = [
    ['full_name', names === undefined ? undefined : validateFullName(names)],
    ['email', body.email === undefined ? undefined : validateEmail(body.email)],
    ['phone_number', validatePhone(phone)],
    ['location', validateLocation(body.location)],
    ['country', validateCountry(body.country)],
    ['gender', validateGender(body.gender)],
    ['birthday', validateBirthday(body.birthday)],
  ];
  const errors: FieldError[] = checks
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([field, message]) => ({ field, message }));
  if (errors.length) throw validationError(errors);

  const changes: Partial<UserRow> = {};
  if (names !== undefined) Object.assign(changes, splitFullName(names));
  if (body.email !== undefined) changes.email = body.email.trim();
  if (phone !== undefined) changes.phoneNumber = orNull(phone) ?? null;
  if (body.location !== undefined) changes.location = orNull(body.location) ?? null;
  if (body.country !== undefined) changes.country = orNull(body.country)?.toUpperCase() ?? null;
  if (body.gender !== undefined)
    changes.gender = (orNull(body.gender) as UserGender | null) ?? null;
  if (body.birthday !== undefined) changes.birthday = orNull(body.birthday) ?? null;
  return changes;
};

/** Another account's e-mail (any case) is a field error on `email`. */
export const checkEmailFree = async (db: Db, userId: string, email: string) => {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  if (other) throw emailTaken();
};

/** Writes checked changes; another account's e-mail (any case) is a field error on `email`. */
export const savePersonalInfo = async (
  { db, signedIn }: { db: Db; signedIn: SignedInCache },
  userId: string,
  changes: Partial<UserRow>,
) => {
  if (changes.email !== undefined) await checkEmailFree(db, userId, changes.email);
  try {
    // Nothing else to write (an e-mail change alone waits for its link): the row as it is.
    const [user] = Object.keys(changes).length
      ? await db.update(users).set(changes).where(eq(users.id, userId)).returning()
      : await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new HttpError(404, 'That account was not found.', 'not_found');
    await signedIn.forget(userId);
    return user;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
    throw error;
  }
};
