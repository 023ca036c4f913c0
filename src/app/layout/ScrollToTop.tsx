import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, by its location key (this tab, this visit). */
const positions = new Map<string, number>();

/**
 * A new page starts at the top, unless the link points at an anchor (a new query on the same
 * page stays put); going back (or forward)
 * returns to where that page was, before it paints (a page that lays itself out from cache, such
 * as the feed, is then exactly where the shopper left it). The first page is left to the browser
 * (it starts at the top, or where a reload was), which also spares the first render a forced
 * layout.
 */
export const ScrollToTop = () => {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const isFirstPage = useRef(true);
  const currentKey = useRef(key);
  const lastPathname = useRef(pathname);

  useEffect(() => {
    let frame = 0;
    const record = () => {
      frame = 0;
      positions.set(currentKey.current, window.scrollY);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(record);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    const samePage = lastPathname.current === pathname;
    lastPathname.current = pathname;
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    const saved = positions.get(key);
    if (navigationType === NavigationType.Pop && saved !== undefined)
      window.scrollTo({ top: saved });
    // A new query on the same page (a tab, a filter) keeps the shopper where they are.
    else if (!hash && !samePage) window.scrollTo({ top: 0 });
  }, [pathname, hash, key, navigationType]);
  return null;
};
