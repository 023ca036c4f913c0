import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { selectUserId } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { SkeletonGrid } from '@/ui/Skeleton';
import { useLoadMoreFocus } from '@/ui/hooks/useLoadMoreFocus';
import { LOOKS_PAGE_SIZE, useGetStylistLooksInfiniteQuery } from '@/api/stylistLooksApi';
import { ProfileSection } from './ProfileSection';

type LooksSectionProps = { stylistId: string; firstName: string };

/** The stylist's public looks with their style tags, 5 at a time with 'Load more'. */
export const LooksSection = ({ stylistId, firstName }: LooksSectionProps) => {
  const readerId = useAppSelector(selectUserId);
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetStylistLooksInfiniteQuery({ stylistId, readerId });
  const looks = data?.pages.flatMap((page) => page.outfits) ?? [];
  const { listRef, loadMore } = useLoadMoreFocus(looks.length, fetchNextPage);

  return (
    <ProfileSection id="looks" title="Looks">
      {isLoading ? (
        <SkeletonGrid count={LOOKS_PAGE_SIZE} minItemWidth="160px" imageHeight="200px" />
      ) : isError && !data ? (
        <ErrorState title="We couldn't load the looks" onRetry={() => void refetch()} />
      ) : looks.length === 0 ? (
        <Muted>{firstName} has not shared any looks yet.</Muted>
      ) : (
        <Grid ref={listRef}>
          {looks.map((look) => {
            const name = look.name || `A look by ${firstName}`;
            return (
              <li key={look.uuid}>
                <LookLink to={`/outfit/${encodeURIComponent(look.uuid)}`}>
                  <Picture src={look.picture} alt="" width={320} height={400} loading="lazy" />
                  <LookName>{name}</LookName>
                </LookLink>
                {look.style_tags.length > 0 && (
                  <Tags aria-label={`Style tags of ${name}`}>
                    {look.style_tags.map((tag) => (
                      <Tag key={tag}>{tag}</Tag>
                    ))}
                  </Tags>
                )}
              </li>
            );
          })}
        </Grid>
      )}
      {hasNextPage && (
        <More>
          <Button variant="secondary" isLoading={isFetchingNextPage} onClick={loadMore}>
            Load more looks
          </Button>
        </More>
      )}
    </ProfileSection>
  );
};

const Grid = styled.ul`
  /* A page of 5 looks is one row on wide screens. */
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
  text-decoration: none;

  &:hover img {
    opacity: 0.9;
  }
`;

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 4 / 5;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const LookName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding: 0;
  list-style: none;
`;

const Tag = styled.li`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;
