import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_EXPIRY_DAYS, COOKIE_PATH, readCookie, removeCookie, writeCookie } from './cookies';

const NAME = 'test-cookie';

beforeEach(() => {
  // Cookies with path /app are only visible to pages under /app.
  window.history.replaceState({}, '', '/app/');
});

afterEach(() => {
  window.history.replaceState({}, '', '/app/');
  removeCookie(NAME);
  vi.unstubAllGlobals();
});

describe('writeCookie / readCookie', () => {
  it.each<[string, unknown]>([
    ['object', { token: 'abc', remember: true, nested: { n: 1 } }],
    ['array', [1, 'two', null]],
    ['string', 'hello; world=1, "quoted"'],
    ['unicode string', 'José 😀'],
    ['number', 42],
    ['boolean', false],
    ['null', null],
  ])('round-trips a %s as JSON', (_case, value) => {
    writeCookie(NAME, value);
    expect(readCookie(NAME)).toEqual(value);
  });

  it('reads undefined for a missing cookie', () => {
    expect(readCookie('never-written')).toBeUndefined();
  });

  it('reads undefined for a cookie that is not JSON', () => {
    Cookies.set(NAME, '{not json', { path: COOKIE_PATH });
    expect(readCookie(NAME)).toBeUndefined();
  });

  it('writes under /app, so pages outside /app do not see it', () => {
    writeCookie(NAME, { a: 1 });
    expect(readCookie(NAME)).toEqual({ a: 1 });
    window.history.replaceState({}, '', '/');
    expect(readCookie(NAME)).toBeUndefined();
    window.history.replaceState({}, '', '/app/settings');
    expect(readCookie(NAME)).toEqual({ a: 1 });
  });

  it('sets path /app, far-future expiry and SameSite=Lax, not Secure on http', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeCookie(NAME, { a: 1 });
    expect(set).toHaveBeenCalledWith(NAME, '{"a":1}', {
      path: '/app',
      expires: 3650,
      sameSite: 'lax',
      secure: false,
    });
    expect(COOKIE_EXPIRY_DAYS).toBe(3650);
  });

  it('sets Secure on https pages', () => {
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    const set = vi.spyOn(Cookies, 'set').mockReturnValue(undefined);
    writeCookie(NAME, 'x');
    expect(set).toHaveBeenCalledWith(NAME, '"x"', expect.objectContaining({ secure: true }));
  });

  it('removes the cookie when writing undefined', () => {
    writeCookie(NAME, 'kept');
    writeCookie(NAME, undefined);
    expect(readCookie(NAME)).toBeUndefined();
  });
});

describe('removeCookie', () => {
  it('removes a cookie written by writeCookie', () => {
    writeCookie(NAME, { a: 1 });
    removeCookie(NAME);
    expect(readCookie(NAME)).toBeUndefined();
    expect(document.cookie).not.toContain(NAME);
  });

  it('removes with path /app', () => {
    const remove = vi.spyOn(Cookies, 'remove');
    removeCookie(NAME);
    expect(remove).toHaveBeenCalledWith(NAME, { path: '/app' });
  });

  it('is a no-op for a missing cookie', () => {
    expect(() => removeCookie('never-written')).not.toThrow();
  });
});
