import { useEffect, useRef } from 'react';

/** Spec 001 §9: react-infinite-scroll-component's numbers. */
export const INFINITE_SCROLL_THROTTLE_MS = 150;
export const INFINITE_SCROLL_THRESHOLD = 0.8;

type InfiniteScrollOptions = {
  /** Whether there is a next page to ask for. */
  hasMore: boolean;
  /** While a page is on its way (or failed and waits for a retry), nothing more is asked. */
  isPaused: boolean;
  onLoadMore: () => void;
};

/** How far down the page the bottom of the viewport is, 0 to 1. */
export const scrolledFraction = () => {
  const { scrollHeight } = document.documentElement;
  if (scrollHeight <= 0) return 1;
  return (window.scrollY + window.innerHeight) / scrollHeight;
};

/**
 * Infinite scroll on the window: once the bottom of the viewport passes 80% of the page, the next
 * page is asked for, so it arrives before the shopper reaches the end. Scroll checks are
 * throttled to one per 150 ms (the first at once, the last one kept). A page that does not fill
 * the screen asks for the next at once.
 */
export const useInfiniteScroll = ({ hasMore, isPaused, onLoadMore }: InfiniteScrollOptions) => {
  const latest = useRef({ hasMore, isPaused, onLoadMore });
  useEffect(() => {
    latest.current = { hasMore, isPaused, onLoadMore };
  });

  useEffect(() => {
    const check = () => {
      const { hasMore: more, isPaused: paused, onLoadMore: load } = latest.current;
      if (more && !paused && scrolledFraction() >= INFINITE_SCROLL_THRESHOLD) load();
    };
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const now = Date.now();
      const wait = INFINITE_SCROLL_THROTTLE_MS - (now - last);
      if (wait <= 0) {
        last = now;
        check();
      } else if (!trailing) {
        trailing = setTimeout(() => {
          trailing = undefined;
          last = Date.now();
          check();
        }, wait);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      clearTimeout(trailing);
    };
  }, []);

  // A page arrived (or a retry cleared the pause): the page may still not reach the threshold.
  useEffect(() => {
    if (hasMore && !isPaused && scrolledFraction() >= INFINITE_SCROLL_THRESHOLD)
      latest.current.onLoadMore();
  }, [hasMore, isPaused]);
};
