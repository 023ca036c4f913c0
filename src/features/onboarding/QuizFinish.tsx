import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { selectIsSignedIn } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { useGetMoodBoardsQuery } from './onboardingApi';
import { selectOnboarding } from './onboardingSlice';
import { StepHeading } from './StepHeading';
import { StepBody, StepHint } from './StepLayout';
import { useOpenUnlockSignup } from './useFinishQuiz';
import { useSubmitQuiz } from './useSubmitQuiz';

type QuizFinishProps = { focusHeading: boolean };

/**
 * A finished quiz waiting for its submission: a visitor is asked (again) to sign up; a signed-in
 * shopper sees the match being found, or, if sending failed, a retry that keeps every answer.
 */
export const QuizFinish = ({ focusHeading }: QuizFinishProps) => {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { submit, isSubmitting, hasFailed } = useSubmitQuiz();
  const openUnlockSignup = useOpenUnlockSignup();
  const { department, preferredStyles } = useAppSelector(selectOnboarding);
  const { data: boards } = useGetMoodBoardsQuery(department ?? skipToken);
  const loved = preferredStyles.map(
    (style) => boards?.find((board) => board.style === style)?.displayName ?? style,
  );

  if (isSignedIn && hasFailed && !isSubmitting) {
    return (
      <ErrorState
        title="We couldn't save your answers"
        text="Your answers are kept. Check your connection and try again."
        onRetry={() => void submit()}
      />
    );
  }

  if (isSignedIn) {
    return (
      <StepBody aria-labelledby="finish-title">
        <StepHeading id="finish-title" focusOnMount={focusHeading}>
          Finding your match…
        </StepHeading>
        <Spinner size="lg" label="Finding your match…" />
      </StepBody>
    );
  }

  return (
    <StepBody aria-labelledby="finish-title">
      <Eyebrow>Quiz complete</Eyebrow>
      <StepHeading id="finish-title" focusOnMount={focusHeading}>
        Your stylist matches are ready
      </StepHeading>
      <StepHint>Create a free account to meet the stylists who match your style.</StepHint>
      {loved.length > 0 && (
        <Loved aria-label="Styles you love">
          {loved.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </Loved>
      )}
      <Button size="lg" onClick={openUnlockSignup}>
        Meet my match
      </Button>
    </StepBody>
  );
};

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.luxDark};
`;

const Loved = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceStrong};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
