import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectIsSignedIn } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';

/** Where to go once signed in, given the path the modal is open on; null stays put. */
export type ResolveDestination = (pathname: string) => Promise<string | null> | string | null;

type LeaveOptions = {
  /** Replace the current history entry (the /login page) instead of adding one. */
  replace?: boolean;
};

/**
 * The Signin and Signup modals close and redirect once the shopper is authenticated (spec 000
 * §4); the /login page redirects the same way. When the shopper becomes signed in,
 * `resolveDestination` decides where to go (it may ask the server first), then the router goes
 * there and `onClose` runs. Returns whether that is under way, so the modal or page can say so
 * instead of showing a form that no longer applies.
 */
export const useCloseOnSignIn = (
  resolveDestination: ResolveDestination,
  onClose: () => void,
  { replace = false }: LeaveOptions = {},
) => {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const resolve = useEffectEvent(() => resolveDestination(pathname));
  const leave = useEffectEvent((destination: string | null) => {
    if (destination && destination !== `${pathname}${search}`) {
      void navigate(destination, { replace });
    }
    onClose();
  });

  useEffect(() => {
    if (!isSignedIn) return;
    let isCurrent = true;
    void Promise.resolve()
      .then(() => resolve())
      .catch(() => null)
      .then((destination) => {
        if (isCurrent) leave(destination);
      });
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn]);

  return isSignedIn;
};
