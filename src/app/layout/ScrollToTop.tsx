import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at the top, unless the link points at an anchor. The first page is left to
 * the browser (it starts at the top, or where a reload was), which also spares the first render
 * a forced layout.
 */
export const ScrollToTop = () => {
  const { pathname, hash } = useLocation();
  const isFirstPage = useRef(true);
  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    if (!hash) window.scrollTo({ top: 0 });
  }, [pathname, hash]);
  return null;
};
