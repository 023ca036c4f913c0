import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '@/app/hooks';
import { useGetStoredQuizQuery } from './bookingApi';

type QuizNeeds = { needKeys: readonly string[]; isLoading: boolean };

/**
 * The quiz needs a plan recommendation is made from: this tab's answers when it holds a quiz
 * (needs chosen, or a department, so needs skipped on purpose count), otherwise the result the
 * server keeps from another visit or device. A failed read recommends from no needs (Major);
 * the base query has reported it.
 */
export const useQuizNeeds = (): QuizNeeds => {
  const onboarding = useAppSelector((state) => state.onboarding);
  const tabNeeds = Object.keys(onboarding.needs);
  const tabHasQuiz = tabNeeds.length > 0 || onboarding.department !== null;
  const { data, isLoading } = useGetStoredQuizQuery(tabHasQuiz ? skipToken : undefined);
  if (tabHasQuiz) return { needKeys: tabNeeds, isLoading: false };
  return { needKeys: data?.needs ?? [], isLoading };
};
