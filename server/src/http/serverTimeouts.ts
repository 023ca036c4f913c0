import type { ServerOptions } from 'node:http';

export type ServerTimeouts = Required<
  Pick<
    ServerOptions,
    'headersTimeout' | 'requestTimeout' | 'keepAliveTimeout' | 'connectionsCheckingInterval'
  >
>;

/**
 * Node's HTTP server time-outs, chosen rather than left at the defaults (60 s for the headers,
 * 300 s for a request, checked only every 30 s).
 * - `headersTimeout`, 20 s: a client that sends its headers a byte at a time (slowloris) gets a
 *   408 and its connection back to the pool of sockets, rather than holding it for a minute.
 * - `requestTimeout`, 120 s: receiving the whole request, body included — the largest, a 7 MB
 *   picture (services/uploads/uploadBodyLimits.ts), takes about a minute at 1 Mbit/s. It ends
 *   once the request has arrived, so a chat stream (SSE) that answers for hours is never cut.
 * - `keepAliveTimeout`, 65 s: an idle connection is kept a little longer than a proxy in front
 *   keeps its own (60 s is common), so the proxy never sends on a connection just closed here.
 * - `connectionsCheckingInterval`, 2 s: how often the first two are checked.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 20_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 2_000,
};
