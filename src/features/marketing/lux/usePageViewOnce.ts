import { useEffect, useRef } from 'react';
import { trackEvent } from '@/services/tracking';

/**
 * Reports one `page_view` per mount of a page. The ref survives StrictMode's simulated
 * unmount/remount, so development does not double-count; a real revisit counts again.
 */
export const usePageViewOnce = (page: string) => {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    trackEvent('page_view', { page });
  }, [page]);
};
