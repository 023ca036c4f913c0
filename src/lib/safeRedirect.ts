/**
 * Redirect targets (such as `/login?target=`) come from the URL, so they are untrusted: only
 * in-app paths are followed, anything else falls back.
 */

/** The router basename: the app is served under /app. */
const APP_BASENAME = '/app';
/** Percent-decoding rounds checked, to catch values encoded more than once. */
const MAX_DECODES = 3;

/** C0 and C1 control characters, and any whitespace other than a plain space. */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_ODD_WHITESPACE = /[\u0000-\u001F\u007F-\u009F]|[^\S ]/u;

/**
 * A form is unsafe unless it starts with exactly one '/' (not '//' and not '/\', which browsers
 * read as protocol-relative) and holds no control characters or whitespace tricks (the URL parser
 * drops tabs and newlines, so '/\t/evil.example' would become '//evil.example').
 */
const isUnsafeForm = (form: string): boolean =>
  !form.startsWith('/') ||
  form.startsWith('//') ||
  form.startsWith('/\\') ||
  CONTROL_OR_ODD_WHITESPACE.test(form);

/** The value and up to three percent-decoded forms of it; stops at the first malformed one. */
const decodedForms = (value: string): string[] => {
  const forms = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODES; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
};

const stripBasename = (path: string): string => {
  if (path === APP_BASENAME) return '/';
  if (path.startsWith(`${APP_BASENAME}/`)) return path.slice(APP_BASENAME.length);
  return path;
};

const defaultOrigin = (): string =>
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

/**
 * Returns `value` as a router path (without the /app basename, e.g. '/inbox?x=1#h') when it is
 * a same-origin in-app path, else `fallback`.
 *
 * Accepted: values starting with a single '/' that resolve against `origin` to the same origin.
 * Rejected: scheme-bearing values (including same-origin absolute URLs such as
 * 'http://localhost:3000/inbox': targets must be paths), protocol-relative '//host' and '/\host',
 * backslash starts, relative paths without a leading '/', control characters and whitespace other
 * than plain spaces, and any of these hidden behind up to three rounds of percent-encoding.
 * The result is the URL parser's normalised path, query and hash ('..' segments resolved).
 */
export const safeRedirectTarget = (
  value: string | null | undefined,
  fallback = '/',
  origin: string = defaultOrigin(),
): string => {
  if (typeof value !== 'string' || value === '') return fallback;
  if (decodedForms(value).some(isUnsafeForm)) return fallback;

  let url: URL;
  let expectedOrigin: string;
  try {
    expectedOrigin = new URL(origin).origin;
    url = new URL(value, expectedOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== expectedOrigin) return fallback;

  const target = `${stripBasename(url.pathname)}${url.search}${url.hash}`;
  // Dot segments or the basename can leave a protocol-relative path behind ('/app//evil').
  return decodedForms(target).some(isUnsafeForm) ? fallback : target;
};
