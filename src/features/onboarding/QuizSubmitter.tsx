import { useEffect, useEffectEvent, useRef } from 'react';
import { useSubmitQuiz } from './useSubmitQuiz';

/**
 * Sends the finished quiz once, as soon as it mounts. `PendingQuizSubmission` mounts it only
 * while a submission is due, so its code (the quiz call) stays out of the first screen's.
 */
export const QuizSubmitter = () => {
  const { submit } = useSubmitQuiz();
  const hasSent = useRef(false);
  const send = useEffectEvent(() => void submit());

  useEffect(() => {
    if (hasSent.current) return;
    hasSent.current = true;
    send();
  }, []);

  return null;
};
