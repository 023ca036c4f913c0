import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top, unless the link points at an anchor. */
export const ScrollToTop = () => {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0 });
  }, [pathname, hash]);
  return null;
};
