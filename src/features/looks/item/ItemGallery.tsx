import { Suspense, useState } from 'react';
import styled from 'styled-components';
import type { Item } from '@/api/items';
import { lazyComponent } from '@/ui/lazyComponent';
import { PICTURE_HEIGHT, PICTURE_WIDTH, pictureBox } from './itemLayout';

/** The lightbox's code arrives when the shopper opens a picture, not with the page. */
const Lightbox = lazyComponent(() => import('@/ui/Lightbox').then((m) => m.Lightbox));

const THUMB_WIDTH = 72;
const THUMB_HEIGHT = 90;

type ItemGalleryProps = { item: Pick<Item, 'name' | 'primaryPicture' | 'additionalPictures'> };

/**
 * The item's pictures: the primary one large, the additional views as thumbnails below it. Each
 * opens the lightbox (focus-trapped, Escape closes) at that picture.
 */
export const ItemGallery = ({ item }: ItemGalleryProps) => {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const pictures = [item.primaryPicture, ...item.additionalPictures].filter((src): src is string =>
    Boolean(src),
  );
  const count = pictures.length;
  const [main, ...thumbs] = pictures;
  const enlargeLabel = (index: number) =>
    count > 1 ? `Enlarge picture ${index + 1} of ${count}` : 'Enlarge picture';

  return (
    <Gallery aria-label="Pictures">
      {main ? (
        <MainButton
          type="button"
          aria-label={enlargeLabel(0)}
          aria-haspopup="dialog"
          onClick={() => setOpenAt(0)}
        >
          <MainPicture
            src={main}
            alt={item.name}
            width={PICTURE_WIDTH}
            height={PICTURE_HEIGHT}
            fetchPriority="high"
          />
        </MainButton>
      ) : (
        <NoPicture aria-hidden="true" />
      )}
      {thumbs.length > 0 && (
        <Thumbs>
          {thumbs.map((src, index) => (
            <li key={`${index}-${src}`}>
              <ThumbButton
                type="button"
                aria-label={enlargeLabel(index + 1)}
                aria-haspopup="dialog"
                onClick={() => setOpenAt(index + 1)}
              >
                <ThumbPicture
                  src={src}
                  alt=""
                  width={THUMB_WIDTH}
                  height={THUMB_HEIGHT}
                  loading="lazy"
                  decoding="async"
                />
              </ThumbButton>
            </li>
          ))}
        </Thumbs>
      )}
      {openAt !== null && (
        <Suspense fallback={null}>
          <Lightbox
            title={`Pictures of ${item.name}`}
            images={pictures.map((src, index) => ({
              src,
              alt: `${item.name}, picture ${index + 1} of ${count}`,
            }))}
            startIndex={openAt}
            onClose={() => setOpenAt(null)}
          />
        </Suspense>
      )}
    </Gallery>
  );
};

const Gallery = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const frameStyles = `
  display: block;
  padding: 0;
  border: 0;
  overflow: hidden;
  cursor: zoom-in;
`;

const MainButton = styled.button`
  ${frameStyles}
  ${pictureBox}
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const MainPicture = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const NoPicture = styled.div`
  ${pictureBox}
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ThumbButton = styled.button`
  ${frameStyles}
  width: ${THUMB_WIDTH}px;
  height: ${THUMB_HEIGHT}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ThumbPicture = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
