import styled from 'styled-components';
import { useGetStylistLooksInfiniteQuery } from '@/api/stylistLooksApi';
import { LookThumb, LookThumbGrid } from '@/blocks/LookThumb';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { useInfiniteScroll } from '@/ui/hooks/useInfiniteScroll';
import { SkeletonGrid } from '@/ui/Skeleton';
import { Spinner } from '@/ui/Spinner';
import { useLoadMoreFocus } from '@/ui/hooks/useLoadMoreFocus';
import { outfitPath } from '../feed/cardFrame';

type MoreLooksProps = {
  stylistId: string;
  stylistFirstName: string;
  currentLookId: string;
  readerId: string | null;
};

/** The stylist's other public looks, 5 a page, more as the shopper nears the end. */
export const MoreLooks = ({
  stylistId,
  stylistFirstName,
  currentLookId,
  readerId,
}: MoreLooksProps) => {
  const looks = useGetStylistLooksInfiniteQuery({ stylistId, readerId });
  const others = (looks.data?.pages ?? [])
    .flatMap((page) => page.outfits)
    .filter((look) => look.uuid !== currentLookId);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = looks;
  const { listRef, loadMore } = useLoadMoreFocus(others.length, fetchNextPage);
  useInfiniteScroll({
    hasMore: hasNextPage,
    isPaused: isFetchingNextPage || isFetchNextPageError || looks.isLoading,
    onLoadMore: () => void fetchNextPage(),
  });
  const heading = `More looks by ${stylistFirstName || 'this stylist'}`;

  return (
    <section aria-labelledby="more-looks-title">
      <Heading id="more-looks-title">{heading}</Heading>
      {looks.isLoading ? (
        <SkeletonGrid count={5} minItemWidth="160px" imageHeight="200px" />
      ) : looks.isError && !looks.data ? (
        <ErrorState title="We couldn't load more looks" onRetry={() => void looks.refetch()} />
      ) : others.length === 0 ? (
        <Muted>This is {stylistFirstName || 'the stylist'}'s only look so far.</Muted>
      ) : (
        <LookThumbGrid ref={listRef}>
          {others.map((look) => (
            <li key={look.uuid}>
              <LookThumb
                to={outfitPath(look.uuid, 'outfit')}
                picture={look.picture}
                name={look.name || `A look by ${stylistFirstName}`}
                variant="underline"
              />
            </li>
          ))}
        </LookThumbGrid>
      )}
      <End>
        {isFetchingNextPage ? (
          <Spinner label="Loading more looks" />
        ) : isFetchNextPageError ? (
          <ErrorState title="We couldn't load more looks" onRetry={() => void fetchNextPage()} />
        ) : (
          hasNextPage && (
            <Button variant="secondary" onClick={loadMore}>
              Load more looks
            </Button>
          )
        )}
      </End>
    </section>
  );
};

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const End = styled.div`
  display: grid;
  justify-items: center;
  padding-top: ${({ theme }) => theme.space.lg};

  &:empty {
    display: none;
  }
`;
