import { useCallback, useEffect, useRef } from 'react';

/** How far below the viewport the end of the list starts the next page. */
const AHEAD = '0px 0px 600px 0px';

/**
 * A ref for an element at the end of a list: while `enabled`, `onNearEnd` runs when the element
 * comes within reach of the viewport. The observer starts afresh each time `enabled` turns true
 * (after a page arrives), so a short page that leaves the end in view loads the next one too.
 * Without IntersectionObserver (old browsers, jsdom) nothing happens: the list's button remains.
 */
export const useLoadMoreNearEnd = (onNearEnd: () => void, enabled: boolean) => {
  const latest = useRef(onNearEnd);
  useEffect(() => {
    latest.current = onNearEnd;
  });

  return useCallback(
    (node: HTMLElement | null) => {
      if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latest.current();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [enabled],
  );
};
