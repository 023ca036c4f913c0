/** External links from user-entered profile data (stylist website, Instagram). */

/** A leading URL scheme, as in 'https:' or 'javascript:'. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** 'host:port' with no scheme, such as 'localhost:3000/x', which SCHEME would also match. */
const HOST_AND_PORT = /^[a-z0-9.-]+:\d+(?:[/?#]|$)/i;
const HTTP_SCHEME = /^https?:/i;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_WHITESPACE = /[\u0000-\u001F\u007F-\u009F\s]/u;
/** Two or more non-empty dot-separated labels. */
const DOTTED_HOSTNAME = /^[^.]+(?:\.[^.]+)+$/;

/**
 * A safe href for a user-entered website, or `null`. Trims; prepends 'http://' when there is no
 * scheme ('stylist.com' -> 'http://stylist.com/'); allows http and https only (any case), so
 * 'javascript:', 'data:', 'mailto:', 'ftp:' and protocol-relative '//x' give `null`. The URL must
 * parse, have a hostname with a dot (or be localhost) and carry no credentials
 * ('http://stylist.com@evil.example' is a phishing shape), and may hold no inner whitespace or
 * control characters. Returns the parser's normalised href.
 */
export const toSafeExternalUrl = (value: string | null | undefined): string | null => {
  const input = (value ?? '').trim();
  if (input === '' || input.startsWith('//') || CONTROL_OR_WHITESPACE.test(input)) return null;
  const hasScheme = SCHEME.test(input) && !HOST_AND_PORT.test(input);
  if (hasScheme && !HTTP_SCHEME.test(input)) return null;

  let url: URL;
  try {
    url = new URL(hasScheme ? input : `http://${input}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  const { hostname } = url;
  if (hostname !== 'localhost' && !DOTTED_HOSTNAME.test(hostname)) return null;
  return url.href;
};

/** Follower count for display: above 999 in thousands with one decimal, '.0' dropped. */
export const formatFollowers = (count: number): string => {
  if (!Number.isFinite(count)) return '0';
  if (count <= 999) return String(count);
  return `${(count / 1000).toFixed(1).replace(/\.0$/, '')}K`;
};
