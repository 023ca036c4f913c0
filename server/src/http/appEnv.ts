import type { UserRow } from '../db/rows';

export type AppEnv = {
  Variables: {
    /** The signed-in user when the request carried a valid token. */
    user: UserRow | null;
    /** The raw token of this request (for sign-out). */
    token: string | null;
    /** The caller's address key for rate limits (./clientAddress.ts). */
    clientAddress?: string;
  };
};
