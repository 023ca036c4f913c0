import styled from 'styled-components';
import { selectIsSignedIn } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { PagePictureSlot } from '@/ui/PagePictureSlot';
import { Skeleton, SkeletonGrid } from '@/ui/Skeleton';
import { OutfitColumns, OutfitFrame, outfitPictureBox } from './outfitLayout';
import { QuizBanner } from './QuizBanner';

/**
 * The look's page while it loads, in the same places, so nothing moves when it arrives: a
 * visitor's quiz banner (phones only), then the picture's box (in the prerendered shell, the
 * picture itself: src/ui/PagePictureSlot.tsx) beside the details.
 */
export const OutfitSkeleton = () => {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <OutfitFrame aria-busy="true" aria-label="Loading the look">
      {!signedIn && <QuizBanner />}
      <OutfitColumns>
        <Picture />
        <Details>
          <Skeleton width="70%" height="2.5rem" />
          <Skeleton width="40%" />
          <SkeletonGrid count={4} minItemWidth="140px" imageHeight="175px" />
        </Details>
      </OutfitColumns>
    </OutfitFrame>
  );
};

const Picture = styled(PagePictureSlot)`
  ${outfitPictureBox}
`;

const Details = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
`;
