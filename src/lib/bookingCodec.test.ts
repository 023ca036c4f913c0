import { describe, expect, it } from 'vitest';
import { decodeBookingQuery, decodeQueryParam, encodeQueryParam } from './bookingCodec';

/** What `URLSearchParams` hands back for a value placed in a query string as it is. */
const fromSearchParams = (queryValue: string) =>
  new URLSearchParams(`booking=${queryValue}`).get('booking');

describe('encodeQueryParam / decodeQueryParam', () => {
  it.each<[string, Record<string, unknown>]>([
    ['booking', { stylistId: 'abc-123', plan: 'lux', goal: 'refresh', bookingSource: 'match' }],
    ['empty object', {}],
    ['unicode', { name: 'José Ñúñez 😀', note: '日本語' }],
    ['nested values', { items: [{ id: 1, size: 'M' }], source: 'cart', express: true, n: null }],
  ])('round-trips %s', (_case, value) => {
    expect(decodeQueryParam(encodeQueryParam(value))).toEqual(value);
  });

  it('produces a value safe to put in a query string', () => {
    // '>>>' and '???' at 3-byte boundaries give '+' and '/' in base64; padding gives '='.
    const encoded = encodeQueryParam({ goal: '>>>', plan: '???x' });
    expect(encoded).toMatch(/^[A-Za-z0-9%]+$/);
    expect(encoded).toContain('%2B');
    expect(encoded).toContain('%2F');
  });

  it('is base64 of the JSON, URL-encoded', () => {
    expect(encodeQueryParam({ plan: 'mini' })).toBe(encodeURIComponent(btoa('{"plan":"mini"}')));
  });

  it('reads a value already decoded once by URLSearchParams', () => {
    const value = { goal: '>>>', plan: '???x' };
    const fromQuery = fromSearchParams(encodeQueryParam(value));
    expect(fromQuery).toContain('+');
    expect(decodeQueryParam(fromQuery)).toEqual(value);
  });

  it("maps the spaces URLSearchParams made of an unencoded '+' back", () => {
    const base64 = btoa('{"goal":">>>"}');
    expect(base64).toContain('+');
    const fromQuery = fromSearchParams(base64);
    expect(fromQuery).toContain(' ');
    expect(decodeQueryParam(fromQuery)).toEqual({ goal: '>>>' });
  });

  it('reads a value URL-encoded twice', () => {
    const value = { goal: '>>>', plan: 'major' };
    expect(decodeQueryParam(encodeURIComponent(encodeQueryParam(value)))).toEqual(value);
  });

  it('reads unpadded and URL-safe base64', () => {
    const base64 = btoa('{"goal":">>>","plan":"???x"}');
    const urlSafe = base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeQueryParam(urlSafe)).toEqual({ goal: '>>>', plan: '???x' });
  });

  it.each<[string, string | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['whitespace', '   '],
    ['not base64', '!!!not-base64!!!'],
    ['malformed percent-encoding', '%E0%A4%A'],
    ['base64 of text that is not JSON', btoa('not json')],
    ['base64 of an array', btoa('[1,2,3]')],
    ['base64 of a number', btoa('42')],
    ['base64 of null', btoa('null')],
    ['base64 of a string', btoa('"lux"')],
    ['base64 of invalid UTF-8', btoa('\xff\xfe{}')],
    ['truncated value', encodeQueryParam({ stylistId: 'abc', plan: 'lux' }).slice(0, 10)],
  ])('decodes %s to {}', (_case, raw) => {
    expect(decodeQueryParam(raw)).toEqual({});
  });
});

describe('decodeBookingQuery', () => {
  it('keeps the booking keys that hold strings', () => {
    const raw = encodeQueryParam({
      stylistId: 'abc',
      plan: 'lux',
      goal: 'wardrobe',
      bookingSource: 'profile',
    });
    expect(decodeBookingQuery(raw)).toEqual({
      stylistId: 'abc',
      plan: 'lux',
      goal: 'wardrobe',
      bookingSource: 'profile',
    });
  });

  it('drops unknown keys and non-string values', () => {
    const raw = encodeQueryParam({
      stylistId: 42,
      plan: 'mini',
      goal: null,
      extra: 'x',
      bookingSource: ['a'],
    });
    expect(decodeBookingQuery(raw)).toEqual({ plan: 'mini' });
  });

  it.each<[string, string | null | undefined]>([
    ['null', null],
    ['garbage', '%%%'],
    ['an array', encodeURIComponent(btoa('["stylistId"]'))],
  ])('gives {} for %s', (_case, raw) => {
    expect(decodeBookingQuery(raw)).toEqual({});
  });
});
