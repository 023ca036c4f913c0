import type { MiddlewareHandler } from 'hono';

/**
 * Headers for every answer of the API roots (/gateway, /api), errors included: `nosniff`, so a
 * browser never runs an answer as a script or page whatever it holds, and `no-store`, so a
 * shared or back-button cache never keeps someone's account, orders or token. A route that
 * chose its own caching keeps it (the public catalogue reads, `public, no-cache` with an ETag;
 * pictures). Set on the answer's own headers, as ./securityHeaders.ts does.
 */
export const apiHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const { headers } = c.res;
  headers.set('x-content-type-options', 'nosniff');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
};
