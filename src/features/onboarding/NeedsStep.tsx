import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { ChoiceChips, ChoiceChipsSkeleton } from './ChoiceChips';
import { useGetNeedsQuery } from './onboardingApi';
import { needToggled, needsConfirmed, selectOnboarding } from './onboardingSlice';
import { nextStep, quizPath } from './quizSteps';
import { StepHeading } from './StepHeading';
import { StepActions, StepBody, StepHint } from './StepLayout';

type NeedsStepProps = { focusHeading: boolean };

/** Step 1: what the shopper is looking for; any number of needs, or none (Skip). */
export const NeedsStep = ({ focusHeading }: NeedsStepProps) => {
  const { data: needs, isLoading, isError, refetch } = useGetNeedsQuery();
  const { needs: chosen, department } = useAppSelector(selectOnboarding);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const handleToggle = (key: string) => {
    const need = needs?.find((candidate) => candidate.key === key);
    if (need) dispatch(needToggled(need));
  };

  const handleContinue = () => {
    dispatch(needsConfirmed());
    void navigate(quizPath({ step: nextStep('needs', department) ?? 'department', index: 0 }));
  };

  const count = Object.keys(chosen).length;
  return (
    <StepBody aria-labelledby="needs-title">
      <StepHeading id="needs-title" focusOnMount={focusHeading}>
        Let's get started, what are you looking for?
      </StepHeading>
      <StepHint id="needs-hint">Check any that apply:</StepHint>
      {isLoading && <ChoiceChipsSkeleton />}
      {isError && (
        <ErrorState
          title="We couldn't load the choices"
          text="Check your connection and try again."
          onRetry={() => void refetch()}
        />
      )}
      {needs && (
        <>
          <ChoiceChips
            labelledBy="needs-hint"
            options={needs.map(({ key, text }) => ({ id: key, label: text }))}
            selected={new Set(Object.keys(chosen))}
            onToggle={handleToggle}
          />
          <StepActions>
            <Button size="lg" variant={count ? 'primary' : 'secondary'} onClick={handleContinue}>
              {count ? 'Next' : 'Skip'}
            </Button>
          </StepActions>
        </>
      )}
    </StepBody>
  );
};
