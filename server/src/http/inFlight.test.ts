import { describe, expect, it } from 'vitest';
import { trackInFlight } from './inFlight';

/** A handler whose answers the test releases one by one. */
const heldHandler = () => {
  const releases: (() => void)[] = [];
  const handle = () =>
    new Promise<Response>((resolve) => releases.push(() => resolve(new Response('ok'))));
  return { handle, releases };
};

describe('trackInFlight', () => {
  it('is idle at once with nothing running', async () => {
    const tracked = trackInFlight(() => new Response('ok'));
    expect(await tracked.idle(10)).toBe(true);
  });

  it('waits for every running request, and only for them', async () => {
    const { handle, releases } = heldHandler();
    const tracked = trackInFlight(handle);
    const first = tracked.fetch();
    const second = tracked.fetch();
    expect(tracked.running).toBe(2);
    let idle = false;
    const waited = tracked.idle(5_000).then((value) => (idle = value));
    releases[0]!();
    await first;
    expect(idle).toBe(false);
    releases[1]!();
    await second;
    expect(await waited).toBe(true);
    expect(tracked.running).toBe(0);
  });

  it('gives up after its time with a request still running, and counts a failed one as done', async () => {
    const tracked = trackInFlight(() => new Promise<Response>(() => {}));
    void tracked.fetch();
    expect(await tracked.idle(20)).toBe(false);

    const failing = trackInFlight(() => Promise.reject(new Error('boom')));
    await expect(failing.fetch()).rejects.toThrow('boom');
    expect(await failing.idle(10)).toBe(true);
  });
});
