import { describe, expect, it } from 'vitest';
import { isLuxChatOpen, luxChatClosesAt } from './luxChat';

const at = (iso: string) => new Date(iso);

describe('luxChatClosesAt', () => {
  it('closes a month after booking, to the minute', () => {
    expect(luxChatClosesAt(at('2026-11-28T09:30:00Z')).toISOString()).toBe(
      '2026-12-28T09:30:00.000Z',
    );
    expect(luxChatClosesAt(at('2026-12-15T23:59:00Z')).toISOString()).toBe(
      '2027-01-15T23:59:00.000Z',
    );
  });

  it('ends on the last day of a shorter month, as PostgreSQL adds a month', () => {
    expect(luxChatClosesAt(at('2027-01-31T10:00:00Z')).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(luxChatClosesAt(at('2028-01-31T10:00:00Z')).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(luxChatClosesAt(at('2026-03-31T10:00:00Z')).toISOString()).toBe(
      '2026-04-30T10:00:00.000Z',
    );
  });

  it('is open until that moment and closed from it', () => {
    const booked = at('2026-11-28T09:30:00Z');
    expect(isLuxChatOpen(booked, at('2026-12-28T09:29:59Z'))).toBe(true);
    expect(isLuxChatOpen(booked, at('2026-12-28T09:30:00Z'))).toBe(false);
  });
});
