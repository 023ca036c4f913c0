import { EventEmitter } from 'node:events';

/**
 * Events between requests, and between worker processes when the server runs several
 * (`WORKERS=N` with PostgreSQL): chat messages for live streams, cache invalidations. One
 * process uses the in-memory bus; several share PostgreSQL's LISTEN/NOTIFY (see
 * `postgresEventBus.ts`). Payloads are strings (NOTIFY carries text, at most 8000 bytes; both
 * buses refuse more, so a too-large payload fails on PGlite too, not only in production).
 */
export type EventListener = (payload: string) => void;

/**
 * What `subscribe` answers: call it to stop listening. `ready` resolves once events published
 * anywhere reach the listener (at once in memory; after LISTEN has run on PostgreSQL). Await it
 * before telling a client "listening", or an event published just after can be missed.
 */
export type Subscription = { (): void; ready: Promise<void> };

export type SubscribeOptions = {
  /**
   * Called when events may have been lost: the bus lost its connection and has listened again.
   * A subscriber that must not miss anything catches up from the database (chat streams end,
   * and their clients come back with `Last-Event-ID`); a cache forgets what it holds.
   */
  onGap?: () => void;
};

export interface EventBus {
  /**
   * Whether events published anywhere reach this process now. False while PostgreSQL's LISTEN
   * connection is down (or not yet up): caches then answer from the database, since they could
   * not hear of a change, and `/readyz` answers 503.
   */
  readonly connected: boolean;
  /** Delivers `payload` to every subscriber of `channel`, in this process and the others. */
  publish(channel: string, payload: string): Promise<void>;
  /** Listens on `channel`; the answer stops listening and says when listening has started. */
  subscribe(channel: string, listener: EventListener, options?: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

/** NOTIFY's limit: a payload must be shorter than 8000 bytes. */
export const MAX_EVENT_PAYLOAD_BYTES = 7999;

/** The error for a payload NOTIFY would refuse, or null. */
export const payloadSizeError = (channel: string, payload: string) => {
  const bytes = Buffer.byteLength(payload);
  return bytes > MAX_EVENT_PAYLOAD_BYTES
    ? new Error(
        `An event on ${channel} is ${bytes} bytes; the limit is ${MAX_EVENT_PAYLOAD_BYTES}.`,
      )
    : null;
};

export const subscription = (stop: () => void, ready: Promise<void>): Subscription =>
  Object.assign(stop, { ready });

/** The bus of a single process (it never loses an event, so it never calls `onGap`). */
export class InMemoryEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  readonly connected = true;

  publish(channel: string, payload: string) {
    const tooLarge = payloadSizeError(channel, payload);
    if (tooLarge) return Promise.reject(tooLarge);
    this.emitter.emit(channel, payload);
    return Promise.resolve();
  }

  subscribe(channel: string, listener: EventListener) {
    this.emitter.on(channel, listener);
    return subscription(() => {
      this.emitter.off(channel, listener);
    }, Promise.resolve());
  }

  close() {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}
