import Cookies from 'js-cookie';

/** The app runs under /app, and so do its cookies. */
export const COOKIE_PATH = '/app';
/** "Far-future" expiry, in days (about ten years). */
export const COOKIE_EXPIRY_DAYS = 3650;

const isHttps = (): boolean => typeof location !== 'undefined' && location.protocol === 'https:';

/**
 * Reads a JSON cookie. The value is cast to `T`, not validated: callers that need a shape check
 * should read `unknown`. Missing or unparsable cookies give `undefined`.
 */
export const readCookie = <T>(name: string): T | undefined => {
  const raw = Cookies.get(name);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
};

/**
 * Writes `value` as JSON under path /app with a far-future expiry, SameSite=Lax, and Secure on
 * https pages. Writing `undefined` (which has no JSON form) removes the cookie.
 */
export const writeCookie = (name: string, value: unknown): void => {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) {
    removeCookie(name);
    return;
  }
  Cookies.set(name, json, {
    path: COOKIE_PATH,
    expires: COOKIE_EXPIRY_DAYS,
    sameSite: 'lax',
    secure: isHttps(),
  });
};

/** Removes a cookie written by `writeCookie` (same path). */
export const removeCookie = (name: string): void => {
  Cookies.remove(name, { path: COOKIE_PATH });
};
