import styled from 'styled-components';
import { Skeleton, SkeletonGrid } from '@/ui/Skeleton';

/** The look's page while it loads, in the same places, so nothing moves when it arrives. */
export const OutfitSkeleton = () => (
  <Frame aria-busy="true" aria-label="Loading the look">
    <Picture height="auto" />
    <Details>
      <Skeleton width="70%" height="2.5rem" />
      <Skeleton width="40%" />
      <SkeletonGrid count={4} minItemWidth="140px" imageHeight="175px" />
    </Details>
  </Frame>
);

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`;

/* Its height comes from the look's shape (`height="auto"` leaves it to the aspect ratio). */
const Picture = styled(Skeleton)`
  && {
    aspect-ratio: 4 / 5;
  }
`;

const Details = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
`;
