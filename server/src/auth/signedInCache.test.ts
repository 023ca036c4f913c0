import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/rows';
import { InMemoryEventBus, subscription, type EventBus } from '../events/eventBus';
import { SIGNED_IN_CHANNEL, SignedInCache, type TokenOwner } from './signedInCache';

const HOUR = 60 * 60 * 1000;
const userRow = (id: string, firstName = 'Ada') => ({ id, firstName }) as UserRow;
const owner = (id: string, expiresAt = Date.now() + HOUR, firstName?: string): TokenOwner => ({
  user: userRow(id, firstName),
  expiresAt: new Date(expiresAt),
});

/** A lookup that answers what `answer` holds now, counting its runs. */
const countedLookup = (initial: TokenOwner | null) => {
  const state = { answer: initial, runs: 0 };
  const lookup = () => {
    state.runs += 1;
    return Promise.resolve(state.answer);
  };
  return { state, lookup };
};

describe('SignedInCache', () => {
  it('looks a token up once, then answers from memory', async () => {
    const cache = new SignedInCache(new InMemoryEventBus());
    const { state, lookup } = countedLookup(owner('u1'));
    expect((await cache.userFor('hash', lookup))?.id).toBe('u1');
    expect((await cache.userFor('hash', lookup))?.id).toBe('u1');
    expect(state.runs).toBe(1);
  });

  it('never keeps an unknown token', async () => {
    const cache = new SignedInCache(new InMemoryEventBus());
    const { state, lookup } = countedLookup(null);
    expect(await cache.userFor('hash', lookup)).toBeNull();
    expect(await cache.userFor('hash', lookup)).toBeNull();
    expect(state.runs).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('forgets a user at once on this worker and, through the bus, on the others', async () => {
    const bus = new InMemoryEventBus();
    const here = new SignedInCache(bus);
    const otherWorker = new SignedInCache(bus);
    const { state, lookup } = countedLookup(owner('u1'));
    await here.userFor('hash', lookup);
    await otherWorker.userFor('hash', lookup);
    state.answer = null; // signed out: the token is revoked
    await here.forget('u1');
    expect(await here.userFor('hash', lookup)).toBeNull();
    expect(await otherWorker.userFor('hash', lookup)).toBeNull();
  });

  it('forgets only the user named', async () => {
    const bus = new InMemoryEventBus();
    const cache = new SignedInCache(bus);
    const ada = countedLookup(owner('ada'));
    const ben = countedLookup(owner('ben'));
    await cache.userFor('ada-token', ada.lookup);
    await cache.userFor('ben-token', ben.lookup);
    await bus.publish(SIGNED_IN_CHANNEL, 'ada');
    await cache.userFor('ada-token', ada.lookup);
    await cache.userFor('ben-token', ben.lookup);
    expect([ada.state.runs, ben.state.runs]).toEqual([2, 1]);
  });

  it('does not keep what a lookup read before a change that came while it ran', async () => {
    const bus = new InMemoryEventBus();
    const cache = new SignedInCache(bus);
    let release: (value: TokenOwner) => void = () => {};
    const slow = () => new Promise<TokenOwner | null>((resolve) => (release = resolve));
    const stale = cache.userFor('hash', slow);
    await bus.publish(SIGNED_IN_CHANNEL, 'u1'); // e.g. the user renamed, committed meanwhile
    release(owner('u1', Date.now() + HOUR, 'Old name'));
    expect((await stale)?.firstName).toBe('Old name');
    const { lookup } = countedLookup(owner('u1', Date.now() + HOUR, 'New name'));
    expect((await cache.userFor('hash', lookup))?.firstName).toBe('New name');
  });

  it('never answers past the token’s expiry, and looks again after its TTL', async () => {
    let now = 1_000_000;
    const cache = new SignedInCache(new InMemoryEventBus(), { ttlMs: 30_000, now: () => now });
    const expiring = countedLookup(owner('u1', now + 10_000));
    await cache.userFor('expiring', expiring.lookup);
    now += 10_000;
    expiring.state.answer = null;
    expect(await cache.userFor('expiring', expiring.lookup)).toBeNull();

    const lasting = countedLookup(owner('u2', now + HOUR));
    await cache.userFor('lasting', lasting.lookup);
    now += 29_999;
    await cache.userFor('lasting', lasting.lookup);
    expect(lasting.state.runs).toBe(1);
    now += 1;
    await cache.userFor('lasting', lasting.lookup);
    expect(lasting.state.runs).toBe(2);
  });

  it('forgets everything when the bus may have lost events', async () => {
    let onGap: (() => void) | undefined;
    const bus: EventBus = {
      connected: true,
      publish: () => Promise.resolve(),
      subscribe: (_channel, _listener, options) => {
        onGap = options?.onGap;
        return subscription(() => {}, Promise.resolve());
      },
      close: () => Promise.resolve(),
    };
    const cache = new SignedInCache(bus);
    await cache.userFor('hash', () => Promise.resolve(owner('u1')));
    expect(cache.size).toBe(1);
    onGap?.();
    expect(cache.size).toBe(0);
  });

  it('answers from the database, and keeps nothing, while the bus cannot hear changes', async () => {
    const bus = new InMemoryEventBus();
    const cache = new SignedInCache(bus);
    const { state, lookup } = countedLookup(owner('u1'));
    await cache.userFor('hash', lookup);
    Object.assign(bus, { connected: false });
    state.answer = null; // revoked on a worker this one cannot hear
    expect(await cache.userFor('hash', lookup)).toBeNull();
    expect(cache.size).toBe(0);
  });
});
