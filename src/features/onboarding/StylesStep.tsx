import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { Skeleton } from '@/ui/Skeleton';
import { useGetMoodBoardsQuery } from './onboardingApi';
import { selectOnboarding, styleRated } from './onboardingSlice';
import type { StyleRating } from './quizTypes';
import { canSkipStyles, quizPath } from './quizSteps';
import { StepHeading } from './StepHeading';
import { useFinishQuiz } from './useFinishQuiz';

const answers: { rating: StyleRating; label: string }[] = [
  { rating: 2, label: 'LOVE IT' },
  { rating: 1, label: 'SOMETIMES' },
  { rating: 0, label: 'NO' },
];

type StylesStepProps = { index: number; focusHeading: boolean };

/**
 * The last step, one mood board per sub-step: each answer moves to the next board, the last one
 * finishes the quiz. Once more than 5 are answered, Skip / 'Meet my match' finishes early.
 */
export const StylesStep = ({ index, focusHeading }: StylesStepProps) => {
  const { department, styles } = useAppSelector(selectOnboarding);
  const { data, isLoading, isError, refetch } = useGetMoodBoardsQuery(department ?? skipToken);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const finish = useFinishQuiz();

  if (isError || data?.length === 0) {
    return (
      <ErrorState
        title="We couldn't load the styles"
        text="Check your connection and try again."
        onRetry={() => void refetch()}
      />
    );
  }
  const board = data?.[index];
  if (isLoading || !data || !board) return <StylesSkeleton />;

  const handleAnswer = (rating: StyleRating) => {
    dispatch(styleRated({ style: board.style, rating }));
    if (index >= data.length - 1) finish();
    else void navigate(quizPath({ step: 'styles', index: index + 1 }));
  };

  return (
    <Layout aria-labelledby="style-title">
      <Board>
        <Picture src={board.picture} alt={`${board.displayName} style mood board`} />
      </Board>
      <Panel>
        <Count>
          Style {index + 1} of {data.length}
        </Count>
        <StepHeading id="style-title" focusOnMount={focusHeading}>
          Do you wear {board.displayName} style
        </StepHeading>
        <Answers role="group" aria-labelledby="style-title">
          {answers.map(({ rating, label }) => (
            <Button
              key={label}
              size="lg"
              fullWidth
              variant={styles[board.style] === rating ? 'primary' : 'secondary'}
              aria-pressed={styles[board.style] === rating}
              onClick={() => handleAnswer(rating)}
            >
              {label}
            </Button>
          ))}
        </Answers>
        {canSkipStyles(Object.keys(styles).length) && (
          <Button variant="ghost" onClick={finish}>
            Skip &amp; Meet my match
          </Button>
        )}
      </Panel>
    </Layout>
  );
};

const StylesSkeleton = () => (
  <Layout aria-hidden="true" data-testid="styles-skeleton">
    <Board>
      <Skeleton height="100%" />
    </Board>
    <Panel>
      <Skeleton width="6rem" />
      <Skeleton width="90%" height="2.5rem" />
      <Skeleton height="3.5rem" />
      <Skeleton height="3.5rem" />
      <Skeleton height="3.5rem" />
    </Panel>
  </Layout>
);

const Layout = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 72rem;
  margin: 0 auto;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: center;
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

/** Mood boards are landscape (3:2); a different shape is cropped to fit, never stretched. */
const Board = styled.div`
  width: 100%;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Picture = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;

  ${({ theme }) => theme.media.aboveMobile} {
    gap: ${({ theme }) => theme.space.lg};
    text-align: left;
  }
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.luxDark};
`;

const Answers = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};

  & > button {
    padding-inline: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.sm};

    & > button {
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }
`;
