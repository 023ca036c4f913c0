import { describe, expect, it, vi } from 'vitest';
import { SignedInCache } from '../auth/signedInCache';
import type { Db } from '../db/client';
import { InMemoryEventBus, type EventBus } from '../events/eventBus';
import { testConfig } from '../testing/testApp';
import { testAppPerFile } from '../testing/testAppPerFile';
import { healthRoutes } from './healthRoutes';

const t = testAppPerFile();

/** The probes over a database whose every query answers `execute()`. */
const probes = (
  execute: () => Promise<unknown>,
  shutdown = new AbortController().signal,
  events: EventBus = new InMemoryEventBus(),
) => {
  return healthRoutes({
    db: { execute } as unknown as Db,
    config: testConfig(),
    log: () => {},
    events,
    shutdown,
    signedIn: new SignedInCache(events),
  });
};

describe('health probes', () => {
  it('answers /healthz with no database call, no sign-in and no request log line', async () => {
    const execute = vi.fn(() => Promise.resolve());
    const response = await probes(execute).request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(execute).not.toHaveBeenCalled();

    const logged = t.logs.length;
    const throughApp = await t.app.request('/healthz');
    expect(throughApp.status).toBe(200);
    expect(throughApp.headers.get('cache-control')).toBe('no-store');
    expect(t.logs.length).toBe(logged);
  });

  it('answers /readyz 200 when the database answers', async () => {
    const response = await t.app.request('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 503 when the database fails, or does not answer within a second', async () => {
    const failing = probes(() => Promise.reject(new Error('down')));
    expect((await failing.request('/readyz')).status).toBe(503);

    const started = Date.now();
    const silent = probes(() => new Promise(() => {}));
    const response = await silent.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'database_unavailable' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('answers /readyz 503 once the server is shutting down', async () => {
    const shutdown = new AbortController();
    shutdown.abort();
    const response = await probes(() => Promise.resolve(), shutdown.signal).request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'shutting_down' });
  });

  it('answers /readyz 503 while the event bus cannot hear the other workers', async () => {
    const deaf = Object.assign(new InMemoryEventBus(), { connected: false });
    const response = await probes(() => Promise.resolve(), undefined, deaf).request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'events_unavailable' });
  });
});
