import { HttpError } from '../../http/errors';

/**
 * Where a feed page starts: after the look (createdAt, id) of the previous page, in the feed of
 * one department, and which page it is. The token is opaque to the client (base64url JSON) and
 * checked when it comes back: a token that does not read, or belongs to the other department's
 * feed, is a 400.
 */
export type FeedCursor = {
  gender: 'female' | 'male';
  createdAt: string;
  id: string;
  page: number;
};

export const encodeFeedToken = (cursor: FeedCursor) =>
  Buffer.from(
    JSON.stringify({ g: cursor.gender, t: cursor.createdAt, i: cursor.id, p: cursor.page }),
  ).toString('base64url');

const invalid = () =>
  new HttpError(400, 'That page token is not valid. Start the feed again.', 'invalid_page_token', [
    { field: 'pageToken', message: 'That page token is not valid.' },
  ]);

export const decodeFeedToken = (token: string, gender: FeedCursor['gender']): FeedCursor => {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!raw || typeof raw !== 'object') throw invalid();
  const { g, t, i, p } = raw as Record<string, unknown>;
  if (g !== 'female' && g !== 'male') throw invalid();
  if (typeof t !== 'string' || Number.isNaN(Date.parse(t))) throw invalid();
  if (typeof i !== 'string' || i.length === 0 || i.length > 100) throw invalid();
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 1 || p > 10_000) throw invalid();
  if (g !== gender) {
    throw new HttpError(400, 'That page token belongs to the other feed.', 'invalid_page_token', [
      { field: 'pageToken', message: 'That page token belongs to the other feed.' },
    ]);
  }
  return { gender: g, createdAt: t, id: i, page: p };
};
