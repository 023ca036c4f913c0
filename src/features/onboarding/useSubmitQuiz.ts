import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { useSubmitQuizMutation } from './onboardingApi';
import { quizResultOf, quizSubmitted } from './onboardingSlice';

/** One request state shared by the pending-submission watcher and the quiz page's retry. */
const QUIZ_SUBMISSION = 'quizResult';

/**
 * Sends the finished quiz for the signed-in shopper, marks it submitted and opens /match. A
 * failure keeps every answer and the 'finished' status; the quiz page offers a retry.
 */
export const useSubmitQuiz = () => {
  const [submitQuiz, { isLoading, isError }] = useSubmitQuizMutation({
    fixedCacheKey: QUIZ_SUBMISSION,
  });
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const submit = useCallback(async () => {
    const result = quizResultOf(store.getState().onboarding);
    if (!result) return;
    try {
      await submitQuiz(result).unwrap();
    } catch {
      return; // Reported by the base query; the quiz page shows the retry.
    }
    dispatch(quizSubmitted());
    void navigate('/match');
  }, [store, submitQuiz, dispatch, navigate]);

  return { submit, isSubmitting: isLoading, hasFailed: isError };
};
