import { useId } from 'react';
import styled from 'styled-components';
import { selectUserId } from '@/api/authSlice';
import { isApiError } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { SkeletonGrid } from '@/ui/Skeleton';
import { useGetOutfitQuery } from '../looksApi';
import { ProductCard } from '@/blocks/ProductCard';

const CARD_MIN_WIDTH = '150px';

/** An item page's address when reached from a look. */
export const itemFromLookHref = (itemId: string, outfitId: string) =>
  `/item/${encodeURIComponent(itemId)}?${new URLSearchParams({
    source: 'item',
    context: 'outfit',
    collectionId: outfitId,
  }).toString()}`;

type MoreFromLookProps = { outfitId: string; currentItemId: string };

/**
 * "More from this look": the look's other items as product cards. Hidden when the look has no
 * other items or no longer exists; a failed load can be retried.
 */
export const MoreFromLook = ({ outfitId, currentItemId }: MoreFromLookProps) => {
  const headingId = useId();
  const readerId = useAppSelector(selectUserId);
  const {
    currentData: outfit,
    error,
    isError,
    refetch,
  } = useGetOutfitQuery({ outfitId, readerId });
  const others = (outfit?.items ?? []).filter((item) => item.id && item.id !== currentItemId);

  if ((outfit && others.length === 0) || (isApiError(error) && error.status === 404)) return null;

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>More from this look</Heading>
      {isError ? (
        <Failure role="alert">
          We couldn&apos;t load the rest of this look.
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </Failure>
      ) : outfit ? (
        <Cards>
          {others.map((item) => (
            <li key={item.id}>
              <ProductCard item={item} href={itemFromLookHref(item.id, outfitId)} />
            </li>
          ))}
        </Cards>
      ) : (
        <SkeletonGrid count={4} minItemWidth={CARD_MIN_WIDTH} imageHeight="188px" />
      )}
    </Section>
  );
};

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${CARD_MIN_WIDTH}, 100%), 1fr));
  gap: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Failure = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;
