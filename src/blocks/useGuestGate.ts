import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { selectIsSignedIn } from '@/api/authSlice';
import { modalOpened } from '@/blocks/modals/uiSlice';

export type GuestGateContext = {
  /** The area that asks, e.g. 'feed' or 'header'. */
  source: string;
  /** What the guest clicked, e.g. 'favorite click' or 'cart click'. */
  element: string;
  /** Where to land once signed up; the current path and query by default. */
  redirectUrl?: string;
};

/**
 * Guards actions that need an account (spec 000 §4, spec 001 §4 and §6): guests who favorite,
 * add to cart or open the cart get the Signup modal with the source and element, and a redirect
 * back.
 *
 *   const requireSignIn = useGuestGate();
 *   if (!requireSignIn({ source: 'feed', element: 'favorite click' })) return;
 *
 * The returned function answers true for a signed-in shopper; for a guest it opens Signup and
 * answers false.
 */
export const useGuestGate = () => {
  const isSignedIn = useSelector(selectIsSignedIn);
  const dispatch = useDispatch();
  const { pathname, search } = useLocation();

  return useCallback(
    ({ source, element, redirectUrl }: GuestGateContext) => {
      if (isSignedIn) return true;
      dispatch(
        modalOpened({
          type: 'Signup',
          modalProps: { source, element, redirectUrl: redirectUrl ?? `${pathname}${search}` },
        }),
      );
      return false;
    },
    [isSignedIn, dispatch, pathname, search],
  );
};
