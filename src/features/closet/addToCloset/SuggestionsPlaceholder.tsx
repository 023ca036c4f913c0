import styled from 'styled-components';
import { Skeleton } from '@/ui/Skeleton';
import { SuggestionGrid } from './SuggestionGrid';

type SuggestionsPlaceholderProps = {
  count: number;
  /** Spec 001 §8: when the suggestions failed to load, an empty grid shows faded. */
  faded?: boolean;
};

/** Card-shaped placeholders: loading (shimmering) or, faded and still, after a failure. */
export const SuggestionsPlaceholder = ({ count, faded = false }: SuggestionsPlaceholderProps) => (
  <Faded data-faded={faded || undefined} aria-hidden="true" data-testid="suggestions-placeholder">
    <SuggestionGrid>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index}>
          <Picture height="auto" />
          <Skeleton width="80%" />
          <Skeleton width="50%" />
        </Card>
      ))}
    </SuggestionGrid>
  </Faded>
);

const Faded = styled.div`
  &[data-faded] {
    opacity: 0.35;

    span {
      animation: none;
    }
  }
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
`;

const Picture = styled(Skeleton)`
  aspect-ratio: 4 / 5;
`;
