import styled from 'styled-components';
import { PagePictureSlot } from '@/ui/PagePictureSlot';
import { Skeleton, SkeletonGrid } from '@/ui/Skeleton';
import { ProfileNav } from './ProfileNav';

/**
 * The profile's shape while the stylist loads, in the page's places: its section links, then the
 * mood board's box (in the prerendered shell, the mood board itself: src/ui/PagePictureSlot.tsx).
 */
export const ProfileSkeleton = () => (
  <>
    <ProfileNav />
    <Wrapper role="status">
      <span className="visually-hidden">Loading the stylist's profile</span>
      <Banner />
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
  </>
);

/* One column as wide as the page's: the lines' widths never widen it past a phone's screen. */
const Wrapper = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
`;

/* The mood board's box (ProfileHeader.tsx): 3:1, 2:1 on phones. */
const Banner = styled(PagePictureSlot)`
  aspect-ratio: 3 / 1;

  ${({ theme }) => theme.media.upToMobile} {
    aspect-ratio: 2 / 1;
  }
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Lines = styled.div`
  display: grid;
  min-width: 0;
  gap: ${({ theme }) => theme.space.xs};
`;
