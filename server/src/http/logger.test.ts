import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJsonLog } from './logger';

const access = (n: number) => ({ method: 'GET', path: `/app/${n}`, status: 200, ms: 1 });

describe('the JSON log', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes access lines together after a moment, not one write per request', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const log = createJsonLog({ write: (text) => writes.push(text), flushMs: 100 });
    for (let n = 0; n < 20; n += 1) log(access(n));
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(writes).toHaveLength(1);
    const lines = writes[0]!.trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(
      Array.from({ length: 20 }, (_, n) => access(n)),
    );
  });

  it('writes an event at once, after the access lines before it', () => {
    const writes: string[] = [];
    const log = createJsonLog({ write: (text) => writes.push(text) });
    log(access(1));
    log({ event: 'error', message: 'boom' });
    expect(writes.join('')).toBe(
      `${JSON.stringify(access(1))}\n${JSON.stringify({ event: 'error', message: 'boom' })}\n`,
    );
  });

  it('writes whole lines of at most 4 KB a write, as soon as enough wait', () => {
    const writes: string[] = [];
    const log = createJsonLog({ write: (text) => writes.push(text), maxBufferedBytes: 16 * 1024 });
    for (let n = 0; n < 1000; n += 1) log(access(n));
    expect(writes.length).toBeGreaterThan(1);
    for (const text of writes) {
      expect(text.length).toBeLessThanOrEqual(4096);
      expect(text.endsWith('\n')).toBe(true);
    }
    log.flush();
    expect(writes.join('').trimEnd().split('\n')).toHaveLength(1000);
  });
});
