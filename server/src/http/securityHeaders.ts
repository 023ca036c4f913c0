import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../env';
import { INLINE_SCRIPT_HASHES } from './prerenderedPages';

type Directives = Record<string, string[]>;

/** What each vendor needs, added only when the SPA is configured to use it. */
const vendorSources = (vendors: ServerConfig['vendors']): Directives[] => {
  const sources: Directives[] = [];
  if (vendors.stripe) {
    // Stripe.js and Embedded Checkout, as Stripe's CSP guide lists them.
    sources.push({
      'script-src': [
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://checkout.stripe.com',
      ],
      'frame-src': [
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
        'https://checkout.stripe.com',
      ],
      'connect-src': ['https://api.stripe.com', 'https://checkout.stripe.com'],
      'img-src': ['https://*.stripe.com'],
    });
  }
  if (vendors.google) {
    sources.push({
      'script-src': ['https://accounts.google.com/gsi/client'],
      'frame-src': ['https://accounts.google.com/gsi/'],
      'connect-src': ['https://accounts.google.com/gsi/'],
      'style-src': ['https://accounts.google.com/gsi/style'],
    });
  }
  if (vendors.twilio) {
    sources.push({
      'connect-src': ['https://*.twilio.com', 'wss://*.twilio.com'],
      'img-src': ['https://*.twilio.com'],
      'media-src': ['https://*.twilio.com'],
    });
  }
  if (vendors.sentryDsn) {
    const host = URL.canParse(vendors.sentryDsn) ? new URL(vendors.sentryDsn).host : null;
    if (host) sources.push({ 'connect-src': [`https://${host}`] });
  }
  if (vendors.tagManager) {
    sources.push({
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
      'img-src': ['https://www.googletagmanager.com'],
    });
  }
  if (vendors.adPixel) {
    sources.push({
      'script-src': ['https://connect.facebook.net'],
      'connect-src': ['https://www.facebook.com'],
      'img-src': ['https://www.facebook.com'],
    });
  }
  if (vendors.emailMarketing) {
    sources.push({
      'script-src': ['https://static.klaviyo.com'],
      'connect-src': ['https://a.klaviyo.com', 'https://static.klaviyo.com'],
    });
  }
  if (vendors.supportWidget) {
    sources.push({
      'script-src': ['https://static.zdassets.com'],
      'connect-src': [
        'https://*.zendesk.com',
        'wss://*.zendesk.com',
        'https://static.zdassets.com',
      ],
      'frame-src': ['https://*.zendesk.com'],
    });
  }
  if (vendors.video) {
    // The privacy-enhanced player, framed only after the shopper presses play.
    sources.push({ 'frame-src': ['https://www.youtube-nocookie.com'] });
  }
  return sources;
};

/**
 * The Content-Security-Policy for the SPA: our own origin plus the configured vendors only.
 * Styles allow inline because styled-components injects <style> tags.
 */
export const contentSecurityPolicy = (vendors: ServerConfig['vendors']) => {
  const directives: Directives = {
    'default-src': ["'self'"],
    // The prerendered pages' two inline scripts, by hash (./prerenderedPages.ts).
    'script-src': ["'self'", ...INLINE_SCRIPT_HASHES],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const extra of vendorSources(vendors)) {
    for (const [name, values] of Object.entries(extra)) {
      const current = (directives[name] ?? []).filter((value) => value !== "'none'");
      directives[name] = [...new Set([...current, ...values])];
    }
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
};

/**
 * Security headers for the SPA's responses. Set on the answer's own headers: `c.header()` after
 * the handler would rebuild the answer as a whole fetch Response on every request.
 */
export const securityHeaders = (config: ServerConfig): MiddlewareHandler => {
  const csp = contentSecurityPolicy(config.vendors);
  const headers: [string, string][] = [
    ['content-security-policy', csp],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-frame-options', 'DENY'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
    ['cross-origin-opener-policy', 'same-origin-allow-popups'],
  ];
  if (config.publicUrl.startsWith('https://')) {
    headers.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);
  }
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
};
