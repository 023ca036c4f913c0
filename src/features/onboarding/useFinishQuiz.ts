import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { selectIsSignedIn } from '@/api/authSlice';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { trackEvent } from '@/services/tracking';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { quizFinished } from './onboardingSlice';

/** The unlock sign-up: the quiz stays where it is, and the result goes out once signed in. */
export const useOpenUnlockSignup = () => {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  return useCallback(
    () =>
      dispatch(
        modalOpened({
          type: 'Signup',
          modalProps: {
            variant: 'unlock',
            element: 'take quiz click',
            source: 'onboarding',
            redirectUrl: `${pathname}${search}`,
          },
        }),
      ),
    [dispatch, pathname, search],
  );
};

/**
 * The last style answer, or Skip / 'Meet my match': keeps the loved styles, tracks the click,
 * and asks a signed-out shopper to sign up. The submission itself is `PendingQuizSubmission`'s,
 * for signed-in and newly signed-up shoppers alike, so it happens exactly once.
 */
export const useFinishQuiz = () => {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const openUnlockSignup = useOpenUnlockSignup();

  return useCallback(() => {
    dispatch(quizFinished());
    const { department, preferredStyles, styles, source } = store.getState().onboarding;
    trackEvent('meet_my_match_click', {
      source: source ?? 'onboarding',
      department,
      preferred_styles: preferredStyles,
      styles_answered: Object.keys(styles).length,
      signed_in: isSignedIn,
    });
    if (!isSignedIn) openUnlockSignup();
  }, [dispatch, store, isSignedIn, openUnlockSignup]);
};
