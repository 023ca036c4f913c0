import { useCallback } from 'react';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { trackEmailEvent } from '@/services/tracking';

export type BookingEvent = 'goal_view' | 'goal_click' | 'plan_view' | 'plan_click';

/**
 * Booking's e-mail marketing events (spec 000 §7), identified by the shopper's id and e-mail,
 * platform 'web'. The tracking facade reports failures and never throws.
 */
export const useBookingTracking = () => {
  const { data: user } = useGetCurrentUserQuery();
  const identity = user ? { id: user.id, email: user.email } : null;
  const id = identity?.id;
  const email = identity?.email;
  const track = useCallback(
    (event: BookingEvent, properties: Record<string, unknown> = {}) =>
      trackEmailEvent(event, properties, id && email ? { id, email } : null),
    [id, email],
  );
  return { track, isIdentified: Boolean(id && email) };
};
