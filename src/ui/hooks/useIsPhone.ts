import { useCallback, useSyncExternalStore } from 'react';
import { isMobileUserAgent, MOBILE_MAX_WIDTH } from '@/lib/device';

const NARROW = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/**
 * Whether this is a phone or tablet (spec 001 §2: a phone or tablet user agent, or 768 px wide or
 * less), kept in sync with the width. `null` while it cannot be known: rendering at build time
 * and hydrating that markup, so a prerendered page can hold what both kinds of device see and
 * let CSS pick until the app knows.
 */
export const useIsPhone = (): boolean | null => {
  const subscribe = useCallback((onChange: () => void) => {
    const matcher = typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null;
    matcher?.addEventListener('change', onChange);
    return () => matcher?.removeEventListener('change', onChange);
  }, []);
  // The width as CSS sees it, so the page and its styles agree.
  const getSnapshot = () =>
    isMobileUserAgent(navigator.userAgent) ||
    (typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches);
  return useSyncExternalStore<boolean | null>(subscribe, getSnapshot, () => null);
};
