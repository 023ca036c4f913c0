import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';

type ListEndProps = {
  /** What the list holds, plural: 'items', 'looks', 'photos'. */
  noun: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  /** From the list's useLoadMoreFocus, so focus goes to the first new entry. */
  onLoadMore: () => void;
  /** Said once every entry is shown. */
  endText: string;
};

/**
 * Under a paged list: a retry when the next page failed, 'Load more …' while there are more
 * (infinite scroll asks for them too), else a last line saying that is all.
 */
export const ListEnd = ({
  noun,
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  onLoadMore,
  endText,
}: ListEndProps) => (
  <End>
    {isFetchNextPageError ? (
      <ErrorState
        title={`We couldn't load more ${noun}`}
        text="Please check your connection and try again."
        onRetry={onLoadMore}
      />
    ) : hasNextPage ? (
      <Button variant="secondary" isLoading={isFetchingNextPage} onClick={onLoadMore}>
        {`Load more ${noun}`}
      </Button>
    ) : (
      <Muted>{endText}</Muted>
    )}
  </End>
);

const End = styled.div`
  display: grid;
  justify-items: center;
  padding: ${({ theme }) => theme.space.lg} 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
