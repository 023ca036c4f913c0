import styled from 'styled-components';
import { PagePictureSlot } from '@/ui/PagePictureSlot';
import { Skeleton } from '@/ui/Skeleton';
import { DetailsColumn, ItemColumns, ItemFrame, pictureBox } from './itemLayout';

/**
 * The item page's shape while the item loads: the same frame, so nothing jumps. The picture's box
 * holds, in the prerendered shell, the picture itself (src/ui/PagePictureSlot.tsx).
 */
export const ItemSkeleton = () => (
  <ItemFrame role="status">
    <span className="visually-hidden">Loading the item</span>
    <Skeleton width="5rem" height="44px" />
    <ItemColumns>
      <Picture />
      <DetailsColumn>
        <Skeleton width="6rem" />
        <Skeleton width="80%" height="2.25rem" />
        <Skeleton width="10rem" />
        <Skeleton width="5rem" height="1.5rem" />
        <Skeleton width="8rem" />
        <Skeleton width="20rem" height="72px" />
        <Skeleton height="44px" />
        <Skeleton height="44px" />
      </DetailsColumn>
    </ItemColumns>
  </ItemFrame>
);

const Picture = styled(PagePictureSlot)`
  ${pictureBox}
`;
