import { env } from '@/config/env';
import { getAttribution } from './attribution';
import { reportError } from './errorReporting';
import { loadScript } from './loadScript';

/**
 * One facade for marketing tracking: tag manager (GTM dataLayer), ad pixel (Meta pixel) and
 * e-mail marketing (Klaviyo). Each destination is a no-op unless configured; a failure is
 * reported and ignored, so tracking never blocks a shopper (spec 000 §8).
 */
type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][] };
type TrackingWindow = Window & {
  dataLayer?: Record<string, unknown>[];
  fbq?: Fbq;
  _learnq?: unknown[][];
};

const win = () => window as TrackingWindow;

export type TrackingConfig = {
  gtmId: string | null;
  adPixelId: string | null;
  emailMarketingKey: string | null;
};

let config: TrackingConfig = { gtmId: null, adPixelId: null, emailMarketingKey: null };

const safely = (destination: string, send: () => void) => {
  try {
    send();
  } catch (error) {
    reportError(error, { service: 'tracking', destination });
  }
};

const load = (destination: string, src: string) => {
  loadScript(src).catch((error: unknown) =>
    reportError(error, { service: 'tracking', destination }),
  );
};

/** Loads the configured vendors' scripts. Call once, after first render. */
export const initTracking = (settings: TrackingConfig = env) => {
  config = {
    gtmId: settings.gtmId,
    adPixelId: settings.adPixelId,
    emailMarketingKey: settings.emailMarketingKey,
  };
  const w = win();
  if (config.gtmId) {
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    load(
      'tagManager',
      `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}`,
    );
  }
  if (config.adPixelId) {
    const queue: unknown[][] = [];
    const fbq: Fbq = (...args: unknown[]) => queue.push(args);
    fbq.queue = queue;
    w.fbq = w.fbq ?? fbq;
    w.fbq('init', config.adPixelId);
    w.fbq('track', 'PageView');
    load('adPixel', 'https://connect.facebook.net/en_US/fbevents.js');
  }
  if (config.emailMarketingKey) {
    w._learnq = w._learnq ?? [];
    load(
      'emailMarketing',
      `https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${encodeURIComponent(config.emailMarketingKey)}`,
    );
  }
};

export type TrackedUser = { id: string; email: string };

/** Tag manager event (funnel steps, page views), carrying the visit's UTM and campaign values. */
export const trackEvent = (event: string, data: Record<string, unknown> = {}) => {
  if (!config.gtmId) return;
  safely('tagManager', () => win().dataLayer?.push({ event, ...getAttribution(), ...data }));
};

/** Ad pixel standard event, e.g. InitiateCheckout with currency, value and quantity. */
export const trackPixel = (event: string, data: Record<string, unknown> = {}) => {
  if (!config.adPixelId) return;
  safely('adPixel', () => win().fbq?.('track', event, data));
};

export type PurchaseEvent = {
  /** The tag manager's event name, e.g. 'styling_session_purchase'. */
  event: string;
  /** What was paid, in US dollars. */
  value: number;
  quantity: number;
  /** More for the tag manager's event (ids, plan, source…). */
  data?: Record<string, unknown>;
};

/**
 * A payment that went through: the ad pixel's standard Purchase (currency USD, value, quantity)
 * and the tag manager's own event with the value. The confirmation pages call it once.
 */
export const trackPurchase = ({ event, value, quantity, data = {} }: PurchaseEvent) => {
  trackPixel('Purchase', { currency: 'USD', value, quantity });
  trackEvent(event, { value, ...data });
};

/** E-mail marketing event, identifying the user by id and e-mail (spec 000 §7). */
export const trackEmailEvent = (
  event: string,
  properties: Record<string, unknown>,
  user: TrackedUser | null,
) => {
  if (!config.emailMarketingKey) return;
  safely('emailMarketing', () => {
    const queue = win()._learnq;
    if (!queue) return;
    if (user) queue.push(['identify', { $id: user.id, $email: user.email }]);
    queue.push(['track', event, { platform: 'web', ...getAttribution(), ...properties }]);
  });
};
