import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';
import { SIGN_IN_WITH_PASSWORD, googleAccount } from './googleAccounts';
import type { GoogleProfile } from './googleSignIn';

const t = testAppPerFile();

/** Addresses and Google ids of this file's own. */
const run = Math.random().toString(36).slice(2, 8);
const unique = (email: string) => email.replace('@', `+${run}@`);

const profile = (email: string, subject: string): GoogleProfile => ({
  subject,
  email,
  firstName: 'Grace',
  lastName: 'Hopper',
  picture: null,
});

describe('the account a Google sign-in opens', () => {
  it('never takes over an account signed up with the same e-mail and a password', async () => {
    // Someone signs up with the owner's address before the owner ever comes (nothing proves it).
    const { email, userId } = await signUp(t.app);
    const refused = await googleAccount(
      t.db,
      profile(email.toUpperCase(), `google-owner-1-${run}`),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 409, message: SIGN_IN_WITH_PASSWORD });
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row?.googleSubject).toBeNull();
  });

  it('creates an account for a new e-mail and finds it again by the Google account', async () => {
    const created = await googleAccount(
      t.db,
      profile(unique('grace@example.com'), `google-grace-${run}`),
    );
    expect(created).toMatchObject({
      email: unique('grace@example.com'),
      googleSubject: `google-grace-${run}`,
    });
    const again = await googleAccount(
      t.db,
      profile(unique('grace@example.com'), `google-grace-${run}`),
    );
    expect(again.id).toBe(created.id);
    // Two first sign-ins at once make one account, and both open it.
    for (const n of [1, 2, 3, 4, 5]) {
      const twice = profile(unique(`twice${n}@example.com`), `google-twice-${n}-${run}`);
      const [a, b] = await Promise.all([googleAccount(t.db, twice), googleAccount(t.db, twice)]);
      expect(a.id).toBe(b.id);
    }
  });

  it('does not hand an account to another Google account with its e-mail', async () => {
    const first = await googleAccount(
      t.db,
      profile(unique('shared@example.com'), `google-first-${run}`),
    );
    const other = await googleAccount(
      t.db,
      profile(unique('shared@example.com'), `google-second-${run}`),
    ).catch((error: unknown) => error);
    expect(other).toMatchObject({ status: 409 });
    expect(first.googleSubject).toBe(`google-first-${run}`);
  });
});
