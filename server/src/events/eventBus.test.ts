import { describe, expect, it } from 'vitest';
import { InMemoryEventBus, MAX_EVENT_PAYLOAD_BYTES } from './eventBus';

describe('InMemoryEventBus', () => {
  it('delivers to the subscribers of a channel until they stop listening', async () => {
    const bus = new InMemoryEventBus();
    const got: string[] = [];
    const subscription = bus.subscribe('news', (payload) => got.push(payload));
    await subscription.ready;
    bus.subscribe('other', (payload) => got.push(`other: ${payload}`));
    await bus.publish('news', 'one');
    subscription();
    await bus.publish('news', 'two');
    expect(got).toEqual(['one']);
  });

  it('refuses a payload NOTIFY would refuse, so PGlite catches it as PostgreSQL would', async () => {
    const bus = new InMemoryEventBus();
    await expect(bus.publish('news', 'é'.repeat(MAX_EVENT_PAYLOAD_BYTES))).rejects.toThrow(
      /the limit is 7999/,
    );
  });
});
