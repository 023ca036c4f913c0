/** Device detection: phone or tablet user agents, and the width breakpoints of the spec. */

/** Widths at or below this count as mobile (the spec's "mobile 768" breakpoint). */
export const MOBILE_MAX_WIDTH = 768;
/** Second breakpoint reading: tablet from this width... */
export const TABLET_MIN_WIDTH = 567;
/** ...up to and including this one; wider is desktop. */
export const TABLET_MAX_WIDTH = 992;

/** Phones and tablets. iPadOS 13+ reports a desktop Safari agent; the width check covers it. */
const MOBILE_USER_AGENT =
  /iPhone|iPad|iPod|Android|Mobile|BlackBerry|IEMobile|Opera Mini|Silk|Kindle|webOS/i;

export type DeviceClass = 'desktop' | 'tablet' | 'mobile';
export type PlatformHeaderValue = 'web-mobile' | 'web-desktop';

export const isMobileUserAgent = (userAgent: string | null | undefined): boolean =>
  typeof userAgent === 'string' && MOBILE_USER_AGENT.test(userAgent);

/** Mobile when the user agent is a phone or tablet, or the width is 768 or less. */
export const isMobileDevice = ({
  userAgent,
  width,
}: {
  userAgent?: string | null;
  width?: number | null;
}): boolean =>
  isMobileUserAgent(userAgent) ||
  (typeof width === 'number' && Number.isFinite(width) && width <= MOBILE_MAX_WIDTH);

let knownMobile: boolean | null = null;

/**
 * `isMobileDevice` for the current browser; `false` outside a browser. Remembered until the window
 * resizes: reading the width can force a layout, and every gateway call asks (platform header).
 */
export const detectMobile = (): boolean => {
  if (typeof window === 'undefined') return false;
  if (knownMobile === null) {
    knownMobile = isMobileDevice({
      userAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent,
      width: window.innerWidth,
    });
    window.addEventListener('resize', () => (knownMobile = null), { once: true, passive: true });
  }
  return knownMobile;
};

/**
 * Device class by width. The spec gives two breakpoint readings; this follows the second one:
 * desktop above 992, tablet from 567 to 992 inclusive, mobile otherwise.
 */
export const deviceClass = (width: number): DeviceClass => {
  if (width > TABLET_MAX_WIDTH) return 'desktop';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'mobile';
};

/** The platform value sent with API requests. */
export const platformHeaderValue = (isMobile: boolean): PlatformHeaderValue =>
  isMobile ? 'web-mobile' : 'web-desktop';
