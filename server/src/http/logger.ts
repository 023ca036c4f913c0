import type { MiddlewareHandler } from 'hono';

export type Log = (entry: Record<string, unknown>) => void;

export const jsonLog: Log = (entry) => console.log(JSON.stringify(entry));

/**
 * One structured line per request: method, path (never the query string, which could carry a
 * token), status and milliseconds. Bodies and headers are never logged.
 */
export const requestLogger =
  (log: Log): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    log({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
