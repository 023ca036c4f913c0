import type { PlanId } from '@shared/plans';
import { useCallback, useEffect, useRef } from 'react';
import { selectUserId } from '@/api/authSlice';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { useAppSelector } from '@/app/hooks';
import { trackEmailEvent, trackEvent, type TrackedUser } from '@/services/tracking';

/** The gift pages, as the events name them. */
export type GiftPage = 'gifts' | 'gift-cards' | 'gift-cards-lux';

export const GIFT_PAGE_VIEW = 'giftcards_page_view';
export const GIFT_BUY_CLICK = 'giftcards_buy_click';

/**
 * Sends a gift event to e-mail marketing (spec 000 §7: platform 'web', the shopper identified by
 * id and e-mail when signed in) and to the tag manager, which follows the funnel of the mostly
 * signed-out gift buyers arriving from campaigns. Tracking never throws (the facade reports).
 */
const send = (event: string, properties: Record<string, unknown>, user: TrackedUser | null) => {
  trackEmailEvent(event, properties, user);
  trackEvent(event, properties);
};

/**
 * The signed-in shopper to identify (null for a visitor), and whether that is known yet: a
 * visitor at once, a signed-in shopper once their profile has loaded or failed to.
 */
const useTrackedUser = () => {
  const userId = useAppSelector(selectUserId);
  const { data, isLoading } = useGetCurrentUserQuery(undefined, { skip: !userId });
  const id = data?.id;
  const email = data?.email;
  const user = id && email ? { id, email } : null;
  return { user, isKnown: !userId || !isLoading };
};

/**
 * `giftcards_page_view` once per view of a gift page, once the shopper is known (so a signed-in
 * view is identified). The ref survives StrictMode's simulated remount; a real revisit counts again.
 */
export const useGiftPageView = (page: GiftPage) => {
  const { user, isKnown } = useTrackedUser();
  const id = user?.id;
  const email = user?.email;
  const reported = useRef(false);
  useEffect(() => {
    if (!isKnown || reported.current) return;
    reported.current = true;
    send(GIFT_PAGE_VIEW, { page }, id && email ? { id, email } : null);
  }, [isKnown, page, id, email]);
};

/** `giftcards_buy_click` for a Buy on a gift page: which plan, and which button. */
export const useGiftBuyClick = (page: GiftPage) => {
  const { user } = useTrackedUser();
  const id = user?.id;
  const email = user?.email;
  return useCallback(
    (plan: PlanId, element: string) =>
      send(GIFT_BUY_CLICK, { page, plan, element }, id && email ? { id, email } : null),
    [page, id, email],
  );
};
