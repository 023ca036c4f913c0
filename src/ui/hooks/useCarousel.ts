import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { nextIndex } from '../nextIndex';
import { useIsOnScreen } from './useIsOnScreen';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Horizontal travel (px) that counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

type CarouselOptions = {
  count: number;
  perView: number;
  slidesToScroll: number;
  /** null or 0: no autoplay. */
  autoplayMs: number | null;
  loop: boolean;
};

const isTextEntry = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Carousel state: the first visible index, autoplay (paused by hover, focus inside, the
 * shopper's Pause and reduced motion, and idle while the carousel is off screen) and the
 * keyboard, swipe and button handlers. Attach `observeRegion` to the carousel's region.
 */
export const useCarousel = ({
  count,
  perView,
  slidesToScroll,
  autoplayMs,
  loop,
}: CarouselOptions) => {
  const reducedMotion = usePrefersReducedMotion();
  const [observeRegion, isOnScreen] = useIsOnScreen<HTMLElement>();
  const [index, setIndex] = useState(0);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);

  const last = Math.max(0, count - perView);
  const current = Math.min(index, last);
  const hasAutoplay = autoplayMs !== null && autoplayMs > 0;
  const isPlaying = hasAutoplay && (playChoice ?? !reducedMotion);
  const isRotating = isPlaying && isOnScreen && !isHovered && !hasFocus && last > 0;

  const move = useCallback(
    (step: number) => setIndex((from) => nextIndex(from, count, perView, step, loop)),
    [count, perView, loop],
  );
  const goNext = useCallback(() => move(slidesToScroll), [move, slidesToScroll]);
  const goPrevious = useCallback(() => move(-slidesToScroll), [move, slidesToScroll]);
  const goTo = useCallback((position: number) => setIndex(position), []);
  const togglePlay = useCallback(() => setPlayChoice(!isPlaying), [isPlaying]);

  useEffect(() => {
    if (!isRotating || autoplayMs === null) return;
    // Re-armed after every move, so a manual move also gets a full interval.
    const timer = setTimeout(goNext, autoplayMs);
    return () => clearTimeout(timer);
  }, [isRotating, autoplayMs, goNext, current]);

  const regionProps = {
    onMouseEnter: () => setIsHovered(true),
    onMouseLeave: () => setIsHovered(false),
    onFocus: () => setHasFocus(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (isTextEntry(event.target)) return;
      if (event.key === 'ArrowRight') goNext();
      else if (event.key === 'ArrowLeft') goPrevious();
      else return;
      event.preventDefault();
    },
  };

  const swipeProps = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      swipeStart.current = event.clientX;
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (swipeStart.current === null) return;
      const delta = event.clientX - swipeStart.current;
      swipeStart.current = null;
      if (Math.abs(delta) <= SWIPE_THRESHOLD_PX) return;
      swiped.current = true;
      if (delta < 0) goNext();
      else goPrevious();
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
    /** A swipe that ends on a link must not also follow it. */
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return {
    observeRegion,
    current,
    last,
    hasAutoplay,
    isPlaying,
    isRotating,
    reducedMotion,
    goNext,
    goPrevious,
    goTo,
    togglePlay,
    regionProps,
    swipeProps,
  };
};
