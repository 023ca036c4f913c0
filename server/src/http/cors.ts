import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for the API roots: only the configured origins. Preflights are Hono's; on other requests
 * the allowed origin and `Vary: Origin` are set on the answer's own headers after the handler
 * (Hono's middleware calls `c.header()` there, which rebuilds every answer as a whole fetch
 * Response).
 */
export const corsForOrigins = (origins: string[]): MiddlewareHandler => {
  const preflight = cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowHeaders: ['content-type', 'token', 'platform', 'authorization', 'user_uuid'],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
  });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = c.req.header('origin');
    if (origin && origins.includes(origin)) {
      c.res.headers.set('access-control-allow-origin', origin);
    }
    c.res.headers.append('vary', 'Origin');
  };
};
