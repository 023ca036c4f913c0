import { useCallback, useSyncExternalStore } from 'react';

const getMatcher = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;

/**
 * Whether a media query matches, kept in sync with the viewport. Without `window.matchMedia`
 * (jsdom, old runtimes, server) the query counts as not matching.
 */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const matcher = getMatcher(query);
      if (!matcher) return () => {};
      if (typeof matcher.addEventListener === 'function') {
        matcher.addEventListener('change', onChange);
        return () => matcher.removeEventListener('change', onChange);
      }
      // Safari before 14 only knows the deprecated listener API.
      matcher.addListener(onChange);
      return () => matcher.removeListener(onChange);
    },
    [query],
  );
  const getSnapshot = () => getMatcher(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
};
