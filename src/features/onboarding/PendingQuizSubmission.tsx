import { useEffect, useEffectEvent, useRef } from 'react';
import { selectIsSignedIn } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { selectQuizStatus } from './onboardingSlice';
import { useSubmitQuiz } from './useSubmitQuiz';

/**
 * Mounted once around every page: when the quiz is finished but not yet submitted and the
 * shopper is signed in (at once, or after the sign-up the quiz asked for), sends the result once
 * and goes to /match. A failed attempt is not repeated on its own; the quiz page offers a retry.
 */
export const PendingQuizSubmission = () => {
  const status = useAppSelector(selectQuizStatus);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { submit } = useSubmitQuiz();
  const isDue = status === 'finished' && isSignedIn;
  const hasSent = useRef(false);
  const send = useEffectEvent(() => void submit());

  useEffect(() => {
    if (!isDue) {
      hasSent.current = false;
      return;
    }
    if (hasSent.current) return;
    hasSent.current = true;
    send();
  }, [isDue]);

  return null;
};
