import type { CSSProperties, Key, ReactNode } from 'react';
import styled from 'styled-components';
import { CarouselArrow, CarouselControls } from './CarouselControls';
import { useBreakpointValue, type ResponsiveValue } from './hooks/useBreakpointValue';
import { useCarousel } from './hooks/useCarousel';
import { pagePositions } from './nextIndex';

export { nextIndex } from './nextIndex';

export type CarouselProps<T> = {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
  /** The carousel's accessible name, e.g. 'Featured stylists'. */
  label: string;
  /** Slides shown at once: a number, or per breakpoint ({ base: 1, mobile: 3, desktop: 5 }). */
  slidesPerView?: number | ResponsiveValue<number>;
  slidesToScroll?: number;
  /** Autoplay interval; null turns autoplay (and the Pause/Play control) off. */
  autoplayMs?: number | null;
  transition?: 'slide' | 'fade';
  /** Cross-fade duration for transition 'fade'. */
  fadeMs?: number;
  loop?: boolean;
  showArrows?: boolean;
  showDots?: boolean;
  className?: string;
};

/**
 * A WAI-ARIA carousel: Previous/Next, dots, arrow keys on the focused region, swipe and
 * autoplay that pauses on hover, on focus inside, with the Pause control and for reduced motion.
 */
export const Carousel = <T,>({
  items,
  renderItem,
  getKey,
  label,
  slidesPerView = 1,
  slidesToScroll = 1,
  autoplayMs = 5000,
  transition = 'slide',
  fadeMs = 1000,
  loop = true,
  showArrows = true,
  showDots = true,
  className,
}: CarouselProps<T>) => {
  const count = items.length;
  const perView = Math.max(1, Math.floor(useBreakpointValue(slidesPerView)));
  const step = Math.max(1, Math.floor(slidesToScroll));
  const { observeRegion, ...carousel } = useCarousel({
    count,
    perView,
    slidesToScroll: step,
    autoplayMs,
    loop,
  });
  const { current, last } = carousel;
  const canMove = last > 0;
  const isFade = transition === 'fade';
  const trackStyle = {
    '--index': current,
    '--per-view': perView,
    '--fade-ms': `${fadeMs}ms`,
  } as CSSProperties;

  return (
    // The region is focusable so it can take ArrowLeft/ArrowRight (WAI-ARIA carousel pattern).
    <Region
      ref={observeRegion}
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      className={className}
      {...carousel.regionProps}
    >
      <Stage>
        {showArrows && canMove && (
          <CarouselArrow
            direction="previous"
            disabled={!loop && current === 0}
            onClick={carousel.goPrevious}
          />
        )}
        <Viewport {...carousel.swipeProps}>
          <Track
            data-transition={transition}
            data-reduced-motion={carousel.reducedMotion || undefined}
            aria-live={carousel.isRotating ? 'off' : 'polite'}
            style={trackStyle}
          >
            {items.map((item, index) => {
              const inView = index >= current && index < current + perView;
              const column = (((index - current) % perView) + perView) % perView;
              return (
                <Slide
                  key={getKey(item, index)}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${count}`}
                  aria-hidden={inView ? undefined : true}
                  inert={!inView}
                  data-in-view={inView || undefined}
                  style={isFade ? { gridColumn: column + 1 } : undefined}
                >
                  {renderItem(item, index)}
                </Slide>
              );
            })}
          </Track>
        </Viewport>
        {showArrows && canMove && (
          <CarouselArrow
            direction="next"
            disabled={!loop && current === last}
            onClick={carousel.goNext}
          />
        )}
      </Stage>
      <CarouselControls
        showPlayControl={carousel.hasAutoplay}
        isPlaying={carousel.isPlaying}
        onTogglePlay={carousel.togglePlay}
        positions={showDots && canMove ? pagePositions(count, perView, step) : []}
        current={current}
        onSelect={carousel.goTo}
      />
    </Region>
  );
};

const Region = styled.section`
  position: relative;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

const Stage = styled.div`
  position: relative;
`;

const Viewport = styled.div`
  overflow: hidden;
  touch-action: pan-y;
`;

const Track = styled.div`
  &[data-transition='slide'] {
    display: flex;
    transform: translateX(calc(var(--index) * -100% / var(--per-view)));
    transition: transform ${({ theme }) => theme.motion.slow} ease;
  }

  &[data-transition='fade'] {
    display: grid;
    grid-template-columns: repeat(var(--per-view), minmax(0, 1fr));
  }

  &[data-reduced-motion] {
    transition: none;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Slide = styled.div`
  min-width: 0;

  [data-transition='slide'] > & {
    flex: 0 0 calc(100% / var(--per-view));
  }

  [data-transition='fade'] > & {
    grid-row: 1;
    opacity: 0;
    transition: opacity var(--fade-ms) ease;
  }

  [data-transition='fade'] > &[data-in-view] {
    opacity: 1;
  }

  [data-reduced-motion] > & {
    transition: none;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;
