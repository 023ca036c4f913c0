import { afterEach } from 'vitest';
import { initTracking } from '@/services/tracking';

type TrackingWindow = Window & { _learnq?: unknown[][]; dataLayer?: Record<string, unknown>[] };

const win = () => window as TrackingWindow;

/** Turns e-mail marketing and the tag manager on (no real script loads in jsdom). */
export const enableTracking = () =>
  initTracking({ gtmId: 'GTM-TEST', adPixelId: null, emailMarketingKey: 'KEY' });

/** What the e-mail marketing queue received, in order. */
export const emailQueue = () => win()._learnq ?? [];

/** The e-mail marketing events named `event`, with their properties. */
export const emailEvents = (event: string) =>
  emailQueue().filter((entry) => entry[0] === 'track' && entry[1] === event);

/** The tag manager's entries for `event`. */
export const tagEvents = (event: string) =>
  (win().dataLayer ?? []).filter((entry) => entry.event === event);

/** Turns tracking off again after each test and forgets what was sent. */
export const resetTrackingAfterEach = () =>
  afterEach(() => {
    initTracking({ gtmId: null, adPixelId: null, emailMarketingKey: null });
    delete win()._learnq;
    delete win().dataLayer;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });
