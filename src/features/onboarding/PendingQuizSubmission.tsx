import { Suspense } from 'react';
import { selectIsSignedIn } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { lazyComponent } from '@/ui/lazyComponent';
import { selectQuizStatus } from './onboardingSlice';

const QuizSubmitter = lazyComponent(() =>
  import('./QuizSubmitter').then((module) => module.QuizSubmitter),
);

/**
 * Mounted once around every page: when the quiz is finished but not yet submitted and the
 * shopper is signed in (at once, or after the sign-up the quiz asked for), sends the result once
 * and goes to /match. A failed attempt is not repeated on its own; the quiz page offers a retry.
 */
export const PendingQuizSubmission = () => {
  const status = useAppSelector(selectQuizStatus);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (status !== 'finished' || !isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <QuizSubmitter />
    </Suspense>
  );
};
