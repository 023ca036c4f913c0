import type { ServerConfig } from '../env';
import { fieldError } from './errors';

/**
 * The origins a return URL may point at: PUBLIC_URL's only (http://localhost:PORT when it is not
 * set, outside production; production requires it, see `configProblem`). Never the request's
 * own: its `Host` header is whatever the client sent.
 */
export const siteOrigins = (config: Pick<ServerConfig, 'publicUrl'>) => [
  new URL(config.publicUrl).origin,
];

/**
 * `value` as a URL inside the app on this site (absolute, http(s), one of `origins`, no
 * credentials, path under /app/), or null. Parsed, never string-matched, so `/\evil.example`,
 * `//evil.example` and encoded dot segments cannot slip through.
 */
export const parseAppUrl = (value: string, origins: string[]) => {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!origins.includes(url.origin)) return null;
  if (!url.pathname.startsWith('/app/')) return null;
  return url;
};

/** The client's `returnUrl` as a URL inside the app on PUBLIC_URL, or a 400 on `returnUrl`. */
export const requireAppReturnUrl = (value: string, config: Pick<ServerConfig, 'publicUrl'>) => {
  const url = parseAppUrl(value, siteOrigins(config));
  if (!url) {
    throw fieldError(
      'returnUrl',
      'The return URL must be a page of this app.',
      'invalid_return_url',
    );
  }
  return url;
};

/**
 * The base URL for links the server hands out: PUBLIC_URL (see `siteOrigins`), never the
 * request's `Host`, which would let a forged header send someone's link to another site.
 */
export const siteBaseUrl = (config: Pick<ServerConfig, 'publicUrl'>) => config.publicUrl;
