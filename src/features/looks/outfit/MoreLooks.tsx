import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetStylistLooksInfiniteQuery } from '@/api/stylistLooksApi';
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
        <Grid ref={listRef}>
          {others.map((look) => (
            <li key={look.uuid}>
              <LookLink to={outfitPath(look.uuid, 'outfit')}>
                <Picture src={look.picture} alt="" width={320} height={400} loading="lazy" />
                <span>{look.name || `A look by ${stylistFirstName}`}</span>
              </LookLink>
            </li>
          ))}
        </Grid>
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

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const LookLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover span {
    text-decoration: underline;
  }
`;

const Picture = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  object-fit: cover;
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
