import type { ServerConfig } from '../env';
import { fieldError } from './errors';

/** The origins a return URL may point at: PUBLIC_URL's and the request's own. */
export const siteOrigins = (config: Pick<ServerConfig, 'publicUrl'>, requestUrl: string) => [
  new URL(config.publicUrl).origin,
  new URL(requestUrl).origin,
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

/**
 * The client's `returnUrl` as a URL inside the app on this site (PUBLIC_URL's origin or the
 * request's), or a 400 field error on `returnUrl`.
 */
export const requireAppReturnUrl = (
  value: string,
  config: Pick<ServerConfig, 'publicUrl'>,
  requestUrl: string,
) => {
  const url = parseAppUrl(value, siteOrigins(config, requestUrl));
  if (!url) {
    throw fieldError(
      'returnUrl',
      'The return URL must be a page of this app.',
      'invalid_return_url',
    );
  }
  return url;
};

/** The base URL for links the server hands out: PUBLIC_URL when set, else the request's origin. */
export const siteBaseUrl = (
  config: Pick<ServerConfig, 'configuredPublicUrl'>,
  requestUrl: string,
) => config.configuredPublicUrl ?? new URL(requestUrl).origin;
