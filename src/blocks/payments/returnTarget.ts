import { safeRedirectTarget } from '@/lib/safeRedirect';

const APP_PREFIX = '/app/';

export type ReturnTarget =
  /** A router path (basename stripped): navigate inside the SPA. */
  | { kind: 'app'; path: string }
  /** Another page of this site or the provider's: leave the SPA. */
  | { kind: 'page'; url: string }
  /** Not an http(s) URL: go home rather than follow it. */
  | { kind: 'invalid' };

/** Where the payment's `returnUrl` leads, as the SPA should follow it. */
export const returnTargetOf = (
  returnUrl: string,
  origin: string = window.location.origin,
): ReturnTarget => {
  let url: URL;
  try {
    url = new URL(returnUrl, origin);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'invalid' };
  if (url.origin === new URL(origin).origin && url.pathname.startsWith(APP_PREFIX)) {
    const path = safeRedirectTarget(`${url.pathname}${url.search}${url.hash}`, '', origin);
    if (path) return { kind: 'app', path };
  }
  return { kind: 'page', url: url.href };
};
