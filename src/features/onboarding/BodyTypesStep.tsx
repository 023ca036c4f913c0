import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { Skeleton } from '@/ui/Skeleton';
import { useGetBodyTypesQuery } from './onboardingApi';
import { bodyTypeToggled, bodyTypesConfirmed, selectOnboarding } from './onboardingSlice';
import { quizPath } from './quizSteps';
import { StepHeading } from './StepHeading';
import { StepActions, StepBody, StepHint } from './StepLayout';

type BodyTypesStepProps = { focusHeading: boolean };

/** Step 3 (women): the body types that describe her, any number or none (Skip). */
export const BodyTypesStep = ({ focusHeading }: BodyTypesStepProps) => {
  const { department, bodyTypes: chosen } = useAppSelector(selectOnboarding);
  const { data, isLoading, isError, refetch } = useGetBodyTypesQuery(department ?? skipToken);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const handleContinue = () => {
    dispatch(bodyTypesConfirmed());
    void navigate(quizPath({ step: 'styles', index: 0 }));
  };

  const count = Object.keys(chosen).length;
  return (
    <StepBody aria-labelledby="body-types-title">
      <StepHeading id="body-types-title" focusOnMount={focusHeading}>
        Which body types describe you best?
      </StepHeading>
      <StepHint id="body-types-hint">Check any that apply:</StepHint>
      {isLoading && (
        <Grid aria-hidden="true" data-testid="body-types-skeleton">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height="11rem" />
          ))}
        </Grid>
      )}
      {isError && (
        <ErrorState
          title="We couldn't load the body types"
          text="Check your connection and try again."
          onRetry={() => void refetch()}
        />
      )}
      {data && (
        <>
          <Grid role="group" aria-labelledby="body-types-hint">
            {data.map(({ uuid, name, picture }) => (
              <Card
                key={uuid}
                type="button"
                aria-pressed={Boolean(chosen[uuid])}
                onClick={() => dispatch(bodyTypeToggled({ uuid, name }))}
              >
                <Picture src={picture} alt="" loading="lazy" />
                <Name>{name}</Name>
              </Card>
            ))}
          </Grid>
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

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;

  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Card = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: center;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast} ease,
    background-color ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
`;

const Picture = styled.img`
  width: 100%;
  max-width: 8rem;
  aspect-ratio: 1;
  object-fit: contain;
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;

  [aria-pressed='true'] > & {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 6px;
  }
`;
