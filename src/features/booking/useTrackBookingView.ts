import { useEffect, useEffectEvent, useRef } from 'react';
import { useBookingTracking, type BookingEvent } from './useBookingTracking';

/**
 * Reports a booking page's view event once per mount, once the page is shown and the shopper is
 * known (the events identify them).
 */
export const useTrackBookingView = (
  event: Extract<BookingEvent, 'goal_view' | 'plan_view'>,
  properties: Record<string, unknown>,
  isShown: boolean,
) => {
  const { track, isIdentified } = useBookingTracking();
  const reported = useRef(false);
  const report = useEffectEvent(() => track(event, properties));
  useEffect(() => {
    if (!isShown || !isIdentified || reported.current) return;
    reported.current = true;
    report();
  }, [isShown, isIdentified]);
};
