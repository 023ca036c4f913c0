import styled from 'styled-components';
import { Skeleton, SkeletonGrid } from '@/ui/Skeleton';

/** The profile's shape while the stylist loads. */
export const ProfileSkeleton = () => (
  <Wrapper role="status">
    <span className="visually-hidden">Loading the stylist's profile</span>
    <Banner height="auto" />
    <Identity>
      <Skeleton circle width="112px" height="112px" />
      <Lines>
        <Skeleton width="16rem" height="2rem" />
        <Skeleton width="10rem" />
        <Skeleton width="8rem" />
      </Lines>
    </Identity>
    <Skeleton width="80%" />
    <SkeletonGrid count={5} minItemWidth="160px" imageHeight="200px" />
  </Wrapper>
);

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
`;

const Banner = styled(Skeleton)`
  aspect-ratio: 3 / 1;
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
