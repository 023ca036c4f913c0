import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './messageTime';

const now = new Date(2026, 10, 23, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the time of a conversation’s last message', () => {
  it.each([
    [ago(20_000), 'Just now'],
    [ago(5 * MINUTE), '5 minutes ago'],
    [ago(3 * HOUR), '3 hours ago'],
    [ago(DAY + HOUR), 'Yesterday'],
    [ago(6 * DAY), '6 days ago'],
    [ago(7 * DAY), 'November 16, 2026'],
    [new Date(2026, 2, 5, 9, 30).toISOString(), 'March 05, 2026'],
  ])('%s → %s', (created, shown) => {
    expect(formatMessageTime(created, now)).toBe(shown);
  });

  it('is empty for a date it cannot read, and never in the future', () => {
    expect(formatMessageTime('not a date', now)).toBe('');
    expect(formatMessageTime(ago(-5 * MINUTE), now)).toBe('Just now');
  });
});
