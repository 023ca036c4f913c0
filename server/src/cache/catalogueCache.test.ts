import { describe, expect, it } from 'vitest';
import { type EventBus, InMemoryEventBus, subscription } from '../events/eventBus';
import { BoundedMap } from './boundedMap';
import { CATALOGUE_CHANNEL, CatalogueCache } from './catalogueCache';

/** A build whose answer the test releases, counting how often it ran. */
const controlledBuild = () => {
  const runs: ((value: string) => void)[] = [];
  const build = () => new Promise<string>((resolve) => runs.push(resolve));
  return { build, runs };
};

describe('CatalogueCache', () => {
  it('builds once per key, however many requests miss at the same time', async () => {
    const cache = new CatalogueCache(new InMemoryEventBus());
    const { build, runs } = controlledBuild();
    const waiting = Promise.all([cache.get('k', build), cache.get('k', build)]);
    expect(runs).toHaveLength(1);
    runs[0]!('v1');
    expect(await waiting).toEqual(['v1', 'v1']);
    expect(await cache.get('k', build)).toBe('v1');
    expect(runs).toHaveLength(1);
  });

  it('drops everything when any worker publishes an invalidation', async () => {
    const bus = new InMemoryEventBus();
    const cache = new CatalogueCache(bus);
    const otherWorker = new CatalogueCache(bus);
    let version = 1;
    const build = () => Promise.resolve(`v${version}`);
    expect(await cache.get('k', build)).toBe('v1');
    version = 2;
    expect(await cache.get('k', build)).toBe('v1');
    await otherWorker.invalidate('a review was added');
    expect(await cache.get('k', build)).toBe('v2');
  });

  it('drops a cache that follows it in the same moment, before any bus delivers', async () => {
    // A bus that delivers nothing (PostgreSQL's delivers a worker's own event a moment later).
    const silent: EventBus = {
      connected: true,
      publish: () => Promise.resolve(),
      subscribe: () => subscription(() => undefined, Promise.resolve()),
      close: () => Promise.resolve(),
    };
    const catalogue = new CatalogueCache(silent);
    const pages = new CatalogueCache(silent, { follows: catalogue });
    let version = 1;
    const build = () => Promise.resolve(`v${version}`);
    expect(await pages.get('page', build)).toBe('v1');
    version = 2;
    expect(await pages.get('page', build)).toBe('v1');
    await catalogue.invalidate('a review was added');
    expect(await pages.get('page', build)).toBe('v2');
    pages.close();
    version = 3;
    await catalogue.invalidate('after the pages closed');
    expect(catalogue.stats.entries).toBe(0);
  });

  it('never keeps what a build read before an invalidation that came while it ran', async () => {
    const bus = new InMemoryEventBus();
    const cache = new CatalogueCache(bus);
    const { build, runs } = controlledBuild();
    const stale = cache.get('k', build);
    await bus.publish(CATALOGUE_CHANNEL, 'changed');
    const fresh = cache.get('k', build);
    expect(runs).toHaveLength(2);
    runs[0]!('old');
    runs[1]!('new');
    expect(await stale).toBe('old');
    expect(await fresh).toBe('new');
    expect(await cache.get('k', build)).toBe('new');
  });

  it('keeps nothing from a build that fails', async () => {
    const cache = new CatalogueCache(new InMemoryEventBus());
    await expect(cache.get('k', () => Promise.reject(new Error('not found')))).rejects.toThrow();
    expect(await cache.get('k', () => Promise.resolve('found'))).toBe('found');
  });

  it('builds every time, keeping nothing, while the bus cannot hear invalidations', async () => {
    const bus = new InMemoryEventBus();
    const cache = new CatalogueCache(bus);
    let version = 1;
    const build = () => Promise.resolve(`v${version}`);
    expect(await cache.get('k', build)).toBe('v1');
    Object.assign(bus, { connected: false });
    version = 2; // changed on a worker this one cannot hear
    expect(await cache.get('k', build)).toBe('v2');
    expect(cache.stats.entries).toBe(0);
  });

  it('rebuilds after the safety-net TTL, answering the kept value meanwhile', async () => {
    let now = 0;
    const cache = new CatalogueCache(new InMemoryEventBus(), { ttlMs: 1000, now: () => now });
    const { build, runs } = controlledBuild();
    const first = cache.get('k', build);
    runs[0]!('v1');
    await first;
    now = 999;
    expect(await cache.get('k', build)).toBe('v1');
    expect(runs).toHaveLength(1);
    now = 1000;
    expect(await cache.get('k', build)).toBe('v1');
    expect(runs).toHaveLength(2);
    runs[1]!('v2');
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('k', build)).toBe('v2');
  });

  it('stops listening when closed', async () => {
    const bus = new InMemoryEventBus();
    const cache = new CatalogueCache(bus);
    cache.close();
    await bus.publish(CATALOGUE_CHANNEL, 'changed');
    expect(cache.stats.generation).toBe(1);
  });
});

describe('BoundedMap', () => {
  it('forgets the least recently used entries beyond its entries or bytes', () => {
    const map = new BoundedMap<string, string>({ maxEntries: 2, maxBytes: 10 }, (v) => v.length);
    map.set('a', 'aaa').set('b', 'bbb');
    map.get('a');
    map.set('c', 'ccc');
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual(['aaa', undefined, 'ccc']);
    map.set('d', 'dddddddd');
    expect(map.size).toBe(1);
    expect(map.bytes).toBe(8);
  });
});
