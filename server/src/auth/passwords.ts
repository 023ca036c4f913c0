import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createHashingQueue } from './hashingQueue';

const KEY_LENGTH = 64;

/**
 * Every hash and check of this process waits its turn here (./hashingQueue.ts): one at a time on
 * a machine of two cores or fewer, two beyond, so a burst of sign-ups leaves a core and three of
 * libuv's four threads to everything else; 16 may wait, then 503.
 */
export const passwordHashing = createHashingQueue({
  running: Math.max(1, Math.min(2, availableParallelism() - 1)),
  waiting: 16,
  retryAfterMs: 5_000,
});

/** scrypt in its turn; a check of a password (`first`) goes ahead of new passwords' hashes. */
const derive = (password: string, salt: Buffer, options: ScryptOptions, first = false) =>
  passwordHashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    { first },
  );

const scryptOptions = (cost: number): ScryptOptions => ({
  N: cost,
  r: 8,
  p: 1,
  maxmem: 256 * cost * 8 + 1024 * 1024,
});

/** scrypt (N = 2^17, r 8, p 1 by default), stored as `scrypt$N$r$p$salt$key`. */
export const hashPassword = async (password: string, cost: number) => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, scryptOptions(cost));
  return ['scrypt', cost, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
};

export const verifyPassword = async (password: string, stored: string) => {
  const [scheme, cost, , , salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    scryptOptions(Number(cost)),
    true,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/**
 * A hash to compare against when the e-mail is unknown, so a wrong e-mail costs the same time
 * as a wrong password and the two cannot be told apart.
 */
export const decoyHash = (cost: number) => hashPassword(randomBytes(12).toString('hex'), cost);
