import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresServerUrl } from '../testing/postgresServerUrl';
import { PostgresEventBus } from './postgresEventBus';

/** Generous for a busy CI machine; a passing run takes milliseconds. */
const WITHIN = { timeout: 5_000 };

const serverUrl = postgresServerUrl('the PostgreSQL event bus tests (LISTEN/NOTIFY)');
const skipped = serverUrl ? '' : ' (skipped here: they need the server-postgres pass)';

describe.skipIf(!serverUrl)(`PostgresEventBus (LISTEN/NOTIFY)${skipped}`, () => {
  let pool: pg.Pool;
  const logs: Record<string, unknown>[] = [];
  const buses: PostgresEventBus[] = [];
  const newBus = (applicationName = 'lookwright-events-test') => {
    const bus = new PostgresEventBus({
      applicationName,
      url: serverUrl!,
      notify: (channel, payload) => pool.query('select pg_notify($1, $2)', [channel, payload]),
      log: (entry) => logs.push(entry),
      retryMs: 50,
    });
    buses.push(bus);
    return bus;
  };
  const channel = (name: string) => `${name}:${randomBytes(4).toString('hex')}`;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: serverUrl!, max: 2 });
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await pool.end();
  });

  it('delivers an event published in one process to the listeners of another, once listening', async () => {
    const [here, there] = [newBus(), newBus()];
    const news = channel('news');
    const got: string[] = [];
    const mine: string[] = [];
    const theirs = there.subscribe(news, (payload) => got.push(payload));
    const ours = here.subscribe(news, (payload) => mine.push(payload));
    await Promise.all([theirs.ready, ours.ready]);
    await here.publish(news, '{"hello":"there"}');
    await expect.poll(() => got, WITHIN).toEqual(['{"hello":"there"}']);
    // The publisher's own listeners hear it too, through PostgreSQL like everyone else.
    await expect.poll(() => mine, WITHIN).toEqual(['{"hello":"there"}']);
  });

  it('stops delivering to a listener that unsubscribed, and keeps the others', async () => {
    const bus = newBus();
    const news = channel('news');
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = bus.subscribe(news, (payload) => first.push(payload));
    await bus.subscribe(news, (payload) => second.push(payload)).ready;
    stopFirst();
    await bus.publish(news, 'after');
    await expect.poll(() => second, WITHIN).toEqual(['after']);
    expect(first).toEqual([]);
  });

  it('takes channel names longer than PostgreSQL identifiers', async () => {
    const bus = newBus();
    const long = channel('x'.repeat(80));
    const got: string[] = [];
    await bus.subscribe(long, (payload) => got.push(payload)).ready;
    await bus.publish(long, 'long');
    await expect.poll(() => got, WITHIN).toEqual(['long']);
  });

  it('refuses a payload NOTIFY would refuse', async () => {
    await expect(newBus().publish(channel('news'), 'x'.repeat(8000))).rejects.toThrow(
      /the limit is 7999/,
    );
  });

  it('reconnects, listens again and reports the gap when its connection drops', async () => {
    // Its own name, so only its connection is cut (other tests may share the server).
    const name = channel('lookwright-events-cut');
    const bus = newBus(name);
    const news = channel('news');
    const got: string[] = [];
    let gaps = 0;
    await bus.subscribe(news, (payload) => got.push(payload), { onGap: () => (gaps += 1) }).ready;
    expect(bus.connected).toBe(true);
    const reconnectsBefore = logs.filter((line) => line.event === 'events.reconnected').length;
    await pool.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [name],
    );
    await expect
      .poll(() => logs.filter((line) => line.event === 'events.reconnected').length, {
        timeout: 10_000,
      })
      .toBeGreaterThan(reconnectsBefore);
    // Events published while it was away are lost: its subscribers are told, to catch up.
    await expect.poll(() => gaps, WITHIN).toBe(1);
    expect(bus.connected).toBe(true);
    await bus.publish(news, 'after the drop');
    await expect.poll(() => got, WITHIN).toEqual(['after the drop']);
  });
});
