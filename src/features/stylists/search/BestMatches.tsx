import styled from 'styled-components';
import type { Gender } from '@/api/types';
import { ButtonLink } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import type { ApiStylist } from '@/api/stylistTypes';
import { StylistGrid, StylistGridSkeleton } from './StylistGrid';

type BestMatchesProps = {
  matches: readonly ApiStylist[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  shopperGender: Gender | null;
};

/** The matched stylists' grid, or what to do when there is none yet. */
export const BestMatches = ({
  matches,
  isLoading,
  isError,
  onRetry,
  shopperGender,
}: BestMatchesProps) => {
  if (isLoading) return <StylistGridSkeleton />;
  if (isError) {
    return (
      <ErrorState
        title="We couldn't load your matches"
        text="Check your connection and try again."
        onRetry={onRetry}
      />
    );
  }
  if (!matches || matches.length === 0) {
    return (
      <QuizPrompt aria-labelledby="quiz-prompt-title">
        <h2 id="quiz-prompt-title">Let's find your stylist</h2>
        <p>Take our short style quiz and we'll match you with stylists who get your style.</p>
        <ButtonLink to="/onboarding">Take the style quiz</ButtonLink>
      </QuizPrompt>
    );
  }
  return (
    <section aria-label="Your best matches">
      <StylistGrid stylists={matches} shopperGender={shopperGender} lazyFrom={3} />
    </section>
  );
};

const QuizPrompt = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    max-width: 32rem;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;
