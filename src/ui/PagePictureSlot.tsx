import styled from 'styled-components';
import { Skeleton } from './Skeleton';

/**
 * The box of a page's largest picture while the page loads (a profile's mood board, a look's or
 * an item's picture), shimmering. In the shell prerendered for those pages the server draws the
 * picture itself in it (`data-page-picture`: server/src/http/pagePicture.ts), so the browser
 * paints it before any JavaScript runs. Give it the page's picture box (width, aspect ratio)
 * through `className`: the page then draws the same picture in the same place.
 */
export const PagePictureSlot = ({ className }: { className?: string }) => (
  <Slot className={className} data-page-picture="">
    <Skeleton width="100%" height="100%" />
  </Slot>
);

const Slot = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};

  & > * {
    position: absolute;
    inset: 0;
  }

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  /* Under the picture the shimmer would only repaint it (an SVG, on the main thread) every frame. */
  &:has(> img) > span {
    animation: none;
  }
`;
