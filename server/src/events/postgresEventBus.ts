import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import type { Log } from '../http/logger';
import {
  payloadSizeError,
  subscription,
  type EventBus,
  type EventListener,
  type SubscribeOptions,
} from './eventBus';
import { errorSummary } from '../http/errorSummary';

export type PostgresEventBusOptions = {
  /** The database to LISTEN on, with one dedicated connection. */
  url: string;
  /** Runs `SELECT pg_notify(channel, payload)` (through the app's pool). */
  notify: (channel: string, payload: string) => Promise<unknown>;
  log: Log;
  /** The first wait before reconnecting; it doubles up to 5 s. */
  retryMs?: number;
  /** How the listening connection shows in `pg_stat_activity`. */
  applicationName?: string;
};

/** PostgreSQL channel names are identifiers: 63 bytes at most. Longer names are hashed. */
const channelName = (channel: string) =>
  Buffer.byteLength(channel) <= 63
    ? channel
    : `h:${createHash('sha256').update(channel).digest('hex').slice(0, 48)}`;

const noop = () => {};

const APPLICATION_NAME = 'lookwright-events';

/**
 * The bus of several processes on one PostgreSQL: NOTIFY through the app's pool, and one
 * dedicated connection per process that LISTENs on each channel while it has subscribers. Every
 * event, this process's own included, arrives through that connection, so all processes see the
 * same events in the same order. When the connection drops it reconnects (waiting 0.25 s, then
 * longer, up to 5 s) and LISTENs again; events published while it was down are lost, so it
 * then calls the subscribers' `onGap`, and they catch up from the database.
 */
export class PostgresEventBus implements EventBus {
  /** Per PostgreSQL channel: its listeners, and when its LISTEN took effect. */
  private readonly channels = new Map<
    string,
    { listeners: Set<EventListener>; ready: Promise<void> }
  >();
  /** Who wants to know that events may have been lost (see `SubscribeOptions.onGap`). */
  private readonly gapListeners = new Set<() => void>();
  private current: pg.Client | null = null;
  private live: Promise<pg.Client> | null = null;
  private closed = false;

  constructor(private readonly options: PostgresEventBusOptions) {}

  get connected() {
    return this.current !== null;
  }

  async publish(channel: string, payload: string) {
    const tooLarge = payloadSizeError(channel, payload);
    if (tooLarge) throw tooLarge;
    await this.options.notify(channelName(channel), payload);
  }

  subscribe(channel: string, listener: EventListener, { onGap }: SubscribeOptions = {}) {
    const name = channelName(channel);
    let entry = this.channels.get(name);
    if (!entry) {
      entry = { listeners: new Set(), ready: Promise.resolve() };
      this.channels.set(name, entry);
      entry.ready = this.sync(name);
    }
    const current = entry;
    current.listeners.add(listener);
    // After the channel's LISTEN, and after a reconnection in progress (which LISTENs again).
    const ready = Promise.all([current.ready, this.connection()]).then(noop, noop);
    const gap = onGap ? () => onGap() : null;
    if (gap) this.gapListeners.add(gap);
    return subscription(() => {
      if (gap) this.gapListeners.delete(gap);
      if (!current.listeners.delete(listener) || current.listeners.size > 0) return;
      if (this.channels.get(name) !== current) return;
      this.channels.delete(name);
      void this.sync(name);
    }, ready);
  }

  async close() {
    this.closed = true;
    this.channels.clear();
    this.gapListeners.clear();
    const client = this.current;
    this.current = null;
    await client?.end().catch(noop);
  }

  /** LISTEN or UNLISTEN, whichever the channel needs when the query is sent. Never rejects. */
  private async sync(name: string) {
    try {
      const client = await this.connection();
      const verb = this.channels.has(name) ? 'LISTEN' : 'UNLISTEN';
      await client.query(`${verb} ${client.escapeIdentifier(name)}`);
    } catch {
      // Closed, or the connection dropped: a reconnection LISTENs on every channel again.
      await this.connection().then(noop, noop);
    }
  }

  private connection() {
    if (this.closed) return Promise.reject(new Error('The event bus is closed.'));
    this.live ??= this.connect();
    return this.live;
  }

  /** Connects (retrying until it works or the bus closes) and LISTENs on every channel. */
  private async connect(afterDrop = false): Promise<pg.Client> {
    const { url, log, retryMs = 250, applicationName = APPLICATION_NAME } = this.options;
    for (let attempt = 0; ; attempt += 1) {
      if (this.closed) throw new Error('The event bus is closed.');
      const client = new pg.Client({
        connectionString: url,
        keepAlive: true,
        application_name: applicationName,
      });
      client.on('error', (error) => {
        log({ event: 'events.connection_error', ...errorSummary(error) });
        this.dropped(client);
      });
      client.on('end', () => this.dropped(client));
      client.on('notification', ({ channel, payload }) => this.deliver(channel, payload ?? ''));
      try {
        await client.connect();
        for (const name of this.channels.keys()) {
          await client.query(`LISTEN ${client.escapeIdentifier(name)}`);
        }
        if (this.closed) throw new Error('The event bus is closed.');
        this.current = client;
        if (afterDrop) {
          log({ event: 'events.reconnected', attempts: attempt + 1 });
          setImmediate(() => this.reportGap());
        }
        return client;
      } catch (error) {
        client.removeAllListeners('end');
        await client.end().catch(noop);
        if (this.closed) throw error;
        log({ event: 'events.connect_failed', ...errorSummary(error) });
        await delay(Math.min(5_000, retryMs * 2 ** attempt));
      }
    }
  }

  private dropped(client: pg.Client) {
    if (this.closed || this.current !== client) return;
    this.current = null;
    this.options.log({ event: 'events.disconnected' });
    this.live = this.connect(true);
    this.live.catch(noop);
  }

  private reportGap() {
    for (const onGap of [...this.gapListeners]) this.safely('gap', onGap);
  }

  private safely(channel: string, run: () => void) {
    try {
      run();
    } catch (error) {
      this.options.log({
        event: 'events.listener_failed',
        channel,
        ...errorSummary(error),
      });
    }
  }

  private deliver(name: string, payload: string) {
    for (const listener of [...(this.channels.get(name)?.listeners ?? [])]) {
      this.safely(name, () => listener(payload));
    }
  }
}
