import { useNavigate } from 'react-router-dom';
import { selectIsSignedIn } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { trackEvent } from '@/services/tracking';

export type StartStylingOptions = {
  /** Campaign marker carried into the quiz or the search, e.g. 'wedding'. */
  campaign?: string;
  /** Go straight to this stylist's profile instead. */
  stylistId?: string;
  /** What was clicked, for the funnel event, e.g. 'hero start click'. */
  element: string;
};

/** Where a start or campaign button leads (spec 000 §2 campaign pages, §4). */
export const startStylingPath = (
  { campaign, stylistId }: Omit<StartStylingOptions, 'element'>,
  isSignedIn: boolean,
) => {
  if (stylistId) return `/stylist/${encodeURIComponent(stylistId)}/profile`;
  const marker = campaign ? `?campaign=${encodeURIComponent(campaign)}` : '';
  return `${isSignedIn ? '/stylistSearch' : '/onboarding'}${marker}`;
};

/**
 * The click handler of every "start" and campaign button: a visitor goes to the quiz, a signed-in
 * shopper to the stylist search (carrying the campaign marker), or to a given stylist's profile;
 * each click reports a funnel event.
 */
export const useStartStyling = (options: StartStylingOptions) => {
  const navigate = useNavigate();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { campaign, stylistId, element } = options;
  return () => {
    trackEvent('funnel', {
      step: campaign ? 'campaign_click' : 'start_click',
      element,
      ...(campaign ? { campaign } : {}),
      ...(stylistId ? { stylist_uuid: stylistId } : {}),
      signed_in: isSignedIn,
    });
    void navigate(startStylingPath({ campaign, stylistId }, isSignedIn));
  };
};
