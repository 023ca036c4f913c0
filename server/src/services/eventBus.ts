import { EventEmitter } from 'node:events';

/**
 * Events between requests, and between worker processes when the server runs several
 * (`WORKERS=N` with PostgreSQL): chat messages for live streams, cache invalidations. One
 * process uses the in-memory bus; several share PostgreSQL's LISTEN/NOTIFY (see
 * `postgresEventBus.ts`). Payloads are strings (NOTIFY carries text, at most 8000 bytes).
 */
export type EventListener = (payload: string) => void;

export interface EventBus {
  /** Delivers `payload` to every subscriber of `channel`, in this process and the others. */
  publish(channel: string, payload: string): Promise<void>;
  /** Listens on `channel`; returns the function that stops listening. */
  subscribe(channel: string, listener: EventListener): () => void;
  close(): Promise<void>;
}

/** The bus of a single process. */
export class InMemoryEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(channel: string, payload: string) {
    this.emitter.emit(channel, payload);
    return Promise.resolve();
  }

  subscribe(channel: string, listener: EventListener) {
    this.emitter.on(channel, listener);
    return () => {
      this.emitter.off(channel, listener);
    };
  }

  close() {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}
