import type { ComponentProps } from 'react';
import styled from 'styled-components';

type CarouselArrowProps = Omit<ComponentProps<'button'>, 'children'> & {
  direction: 'previous' | 'next';
};

/** A round Previous/Next slide button, placed over the carousel's side. */
export const CarouselArrow = ({ direction, ...rest }: CarouselArrowProps) => (
  <Arrow
    type="button"
    aria-label={direction === 'next' ? 'Next slide' : 'Previous slide'}
    data-direction={direction}
    {...rest}
  >
    <Glyph viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'next' ? 'm9 6 6 6-6 6' : 'm15 6-6 6 6 6'} />
    </Glyph>
  </Arrow>
);

type CarouselControlsProps = {
  /** Show the Pause/Play control (whenever autoplay is configured). */
  showPlayControl: boolean;
  isPlaying: boolean;
  onTogglePlay: () => void;
  /** First-visible index of each dot; empty for no dots. */
  positions: readonly number[];
  current: number;
  onSelect: (position: number) => void;
};

/** The row under a carousel: the Pause/Play control and the dots. */
export const CarouselControls = ({
  showPlayControl,
  isPlaying,
  onTogglePlay,
  positions,
  current,
  onSelect,
}: CarouselControlsProps) => {
  const active = positions.filter((position) => position <= current).pop() ?? 0;
  if (!showPlayControl && positions.length < 2) return null;
  return (
    <Bar>
      {showPlayControl && (
        <PlayButton
          type="button"
          aria-label={isPlaying ? 'Pause slideshow' : 'Play slideshow'}
          onClick={onTogglePlay}
        >
          <Glyph viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={isPlaying ? 'M9 6v12M15 6v12' : 'M8 5.5v13l10.5-6.5z'} />
          </Glyph>
        </PlayButton>
      )}
      {positions.length > 1 && (
        <Dots>
          {positions.map((position) => (
            <Dot
              key={position}
              type="button"
              aria-label={`Go to slide ${position + 1}`}
              aria-current={position === active ? 'true' : undefined}
              onClick={() => onSelect(position)}
            />
          ))}
        </Dots>
      )}
    </Bar>
  );
};

const Glyph = styled.svg`
  width: 1.25rem;
  height: 1.25rem;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const Arrow = styled.button`
  position: absolute;
  top: 50%;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transform: translateY(-50%);
  cursor: pointer;

  &[data-direction='previous'] {
    left: ${({ theme }) => theme.space.xs};
  }
  &[data-direction='next'] {
    right: ${({ theme }) => theme.space.xs};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.lux};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const PlayButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

const Dot = styled.button`
  position: relative;
  width: 1.75rem;
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 50% auto auto 50%;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.borderStrong};
    transform: translate(-50%, -50%);
    transition: background-color ${({ theme }) => theme.motion.fast} ease;
  }

  &[aria-current='true']::after {
    background: ${({ theme }) => theme.colors.major};
  }
`;
