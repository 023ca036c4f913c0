import { useEffect, useRef } from 'react';
import { trackEvent } from '@/services/tracking';

/**
 * Reports `event` once per mount (a page view, a plan view). The ref survives StrictMode's
 * simulated unmount/remount, so development does not double-count; a real revisit counts again.
 */
export const useTrackOnce = (event: string, page: string) => {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    trackEvent(event, { page });
  }, [event, page]);
};
