import styled from 'styled-components';
import { selectUserId } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { LookThumb, LookThumbGrid } from '@/blocks/LookThumb';
import { ErrorState } from '@/ui/ErrorState';
import { LoadMoreRow } from '@/ui/LoadMoreRow';
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
        <LookThumbGrid ref={listRef}>
          {looks.map((look) => {
            const name = look.name || `A look by ${firstName}`;
            return (
              <li key={look.uuid}>
                <LookThumb
                  to={`/outfit/${encodeURIComponent(look.uuid)}`}
                  picture={look.picture}
                  name={name}
                  variant="fade"
                />
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
        </LookThumbGrid>
      )}
      {hasNextPage && (
        <LoadMoreRow label="Load more looks" isLoading={isFetchingNextPage} onLoadMore={loadMore} />
      )}
    </ProfileSection>
  );
};

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
