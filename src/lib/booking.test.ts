import { describe, expect, it } from 'vitest';
import { bookingPath, chatSessionPath } from './booking';
import { decodeBookingQuery } from './bookingCodec';

describe('booking paths', () => {
  it('encodes the booking into the plan step’s query', () => {
    const path = bookingPath({ stylistId: 's-1', bookingSource: 'profile' });
    const [pathname, query] = path.split('?');
    expect(pathname).toBe('/match/plans');
    const booking = new URLSearchParams(query).get('booking');
    expect(decodeBookingQuery(booking)).toEqual({ stylistId: 's-1', bookingSource: 'profile' });
  });

  it('points an existing session at its chat', () => {
    expect(chatSessionPath('s 1', 'u/2')).toBe('/chat/s%201/u%2F2');
  });
});
