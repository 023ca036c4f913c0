import type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * The current-user placeholder. Endpoints write `{uid}` in a path, a query value or a top-level
 * body value; the base query fills in the signed-in user's id, or fails with 400
 * 'No authenticated user id' without touching the network.
 */
export const UID = '{uid}';

export const NO_USER_MESSAGE = 'No authenticated user id';

const fill = (value: unknown, userId: string): unknown =>
  typeof value === 'string' && value.includes(UID) ? value.split(UID).join(userId) : value;

const usesPlaceholder = (value: unknown) => typeof value === 'string' && value.includes(UID);

const recordUses = (record: unknown) =>
  record !== null &&
  typeof record === 'object' &&
  !(record instanceof FormData) &&
  Object.values(record).some(usesPlaceholder);

const fillRecord = <T>(record: T, userId: string): T =>
  record !== null && typeof record === 'object' && !(record instanceof FormData)
    ? (Object.fromEntries(
        Object.entries(record).map(([key, value]) => [key, fill(value, userId)]),
      ) as T)
    : record;

export const needsCurrentUser = (args: string | FetchArgs) =>
  typeof args === 'string'
    ? usesPlaceholder(args)
    : usesPlaceholder(args.url) || recordUses(args.params) || recordUses(args.body);

/** Fills every `{uid}` with `userId`; the id is URL-encoded where it lands in a path. */
export const withCurrentUser = (args: string | FetchArgs, userId: string): string | FetchArgs => {
  const encodedId = encodeURIComponent(userId);
  if (typeof args === 'string') return fill(args, encodedId) as string;
  return {
    ...args,
    url: fill(args.url, encodedId) as string,
    params: fillRecord(args.params, userId),
    body: fillRecord(args.body as unknown, userId),
  };
};
