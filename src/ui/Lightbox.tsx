import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CarouselArrow } from './CarouselControls';
import { Modal } from './Modal';

export type LightboxImage = { src: string; alt: string };

type LightboxProps = {
  images: readonly LightboxImage[];
  startIndex?: number;
  onClose: () => void;
  /** The dialog's accessible name (shown to screen readers only). */
  title?: string;
};

/** One image at a time in a modal, with Previous/Next, ArrowLeft/ArrowRight and an N / M count. */
export const Lightbox = ({ images, startIndex = 0, onClose, title = 'Photos' }: LightboxProps) => {
  const count = images.length;
  const [index, setIndex] = useState(() =>
    Math.min(Math.max(0, startIndex), Math.max(0, count - 1)),
  );
  const image = images[index];
  const canMove = count > 1;

  useEffect(() => {
    if (count < 2) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((current) => (current + 1) % count);
      else if (event.key === 'ArrowLeft') setIndex((current) => (current - 1 + count) % count);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [count]);

  return (
    <Modal title={title} hideTitle size="lg" onClose={onClose}>
      <Stage>
        {canMove && (
          <CarouselArrow
            direction="previous"
            aria-label="Previous image"
            onClick={() => setIndex((current) => (current - 1 + count) % count)}
          />
        )}
        {image && <Picture src={image.src} alt={image.alt} />}
        {canMove && (
          <CarouselArrow
            direction="next"
            aria-label="Next image"
            onClick={() => setIndex((current) => (current + 1) % count)}
          />
        )}
      </Stage>
      {count > 0 && (
        <Counter aria-live="polite" aria-atomic="true">
          {index + 1} / {count}
        </Counter>
      )}
    </Modal>
  );
};

const Stage = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Picture = styled.img`
  max-width: 100%;
  max-height: 70vh;
  object-fit: contain;
`;

const Counter = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
