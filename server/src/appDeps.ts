import type { SignedInCache } from './auth/signedInCache';
import type { Db } from './db/client';
import type { ServerConfig } from './env';
import type { EventBus } from './events/eventBus';
import type { Log } from './http/logger';

/** What every route handler can reach. */
export type AppDeps = {
  db: Db;
  config: ServerConfig;
  log: Log;
  /**
   * Events between requests and between workers (chat messages, cache invalidations): in
   * memory for one process, PostgreSQL LISTEN/NOTIFY for several.
   */
  events: EventBus;
  /** Aborted when the server begins to shut down: long-lived answers (streams) end. */
  shutdown: AbortSignal;
  /**
   * Who each API token belongs to, kept briefly. Every write to a user's row or tokens calls
   * `signedIn.forget(userId)` after it commits (a test checks that each such write does).
   */
  signedIn: SignedInCache;
};
