import styled from 'styled-components';
import { Skeleton } from '@/ui/Skeleton';
import { ProfileGrid } from './ProfileGrid';
import type { GridSize } from './profileSlice';
import { useSkeletonCount } from './useSkeletonCount';

type ProfileSkeletonProps = {
  size: GridSize;
  /** What is loading, for screen readers, e.g. 'Loading your closet…'. */
  label: string;
};

/** Card-shaped placeholders in the grid's own size while the first page loads. */
export const ProfileSkeleton = ({ size, label }: ProfileSkeletonProps) => {
  const count = useSkeletonCount();
  return (
    <>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <ProfileGrid size={size} aria-hidden="true" data-testid="profile-skeleton">
        {Array.from({ length: count }, (_, index) => (
          <Card key={index}>
            <Picture height="auto" />
            <Skeleton width="50%" />
            <Skeleton width="80%" />
          </Card>
        ))}
      </ProfileGrid>
    </>
  );
};

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Picture = styled(Skeleton)`
  aspect-ratio: 4 / 5;
`;
