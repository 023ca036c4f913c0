import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** The caller's address from the socket (not from headers a client could forge). */
export const clientAddress = (c: Context) =>
  (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
