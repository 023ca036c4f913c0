import { fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INFINITE_SCROLL_THRESHOLD,
  INFINITE_SCROLL_THROTTLE_MS,
  useInfiniteScroll,
} from './useInfiniteScroll';

/** A 1,000 px page in a 100 px window: the bottom of the view is at (scrollY + 100) / 1000. */
const setWindow = (scrollY: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
};

const scrollTo = (scrollY: number) => {
  setWindow(scrollY);
  fireEvent.scroll(window);
};

type Props = { hasMore: boolean; isPaused: boolean };

const renderScroll = (props: Props = { hasMore: true, isPaused: false }) => {
  const onLoadMore = vi.fn();
  const hook = renderHook((current: Props) => useInfiniteScroll({ ...current, onLoadMore }), {
    initialProps: props,
  });
  return { ...hook, onLoadMore };
};

describe('useInfiniteScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 100 });
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 1000,
    });
    setWindow(0);
  });

  afterEach(() => {
    vi.useRealTimers();
    setWindow(0);
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it('uses the spec numbers: 150 ms, 0.8', () => {
    expect(INFINITE_SCROLL_THROTTLE_MS).toBe(150);
    expect(INFINITE_SCROLL_THRESHOLD).toBe(0.8);
  });

  it('asks for more once the bottom of the view passes 80% of the page', () => {
    const { onLoadMore } = renderScroll();
    expect(onLoadMore).not.toHaveBeenCalled();

    scrollTo(699); // 79.9%
    expect(onLoadMore).not.toHaveBeenCalled();

    vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS);
    scrollTo(700); // 80%
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('checks at most once per 150 ms: the first scroll at once, the last one kept', () => {
    const { onLoadMore } = renderScroll();
    scrollTo(800);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(50);
    scrollTo(810);
    vi.advanceTimersByTime(50);
    scrollTo(820);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(49); // 149 ms after the first check
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1); // the trailing check
    expect(onLoadMore).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(1000);
    expect(onLoadMore).toHaveBeenCalledTimes(2);

    scrollTo(830); // long after the last check: at once again
    expect(onLoadMore).toHaveBeenCalledTimes(3);
  });

  it('checks the last scroll position of a burst, not the first', () => {
    const { onLoadMore } = renderScroll();
    scrollTo(100); // leading check, well above the threshold line
    vi.advanceTimersByTime(10);
    scrollTo(750); // throttled: checked by the trailing call
    expect(onLoadMore).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while paused or when there is no more, and asks once unpaused', () => {
    const { onLoadMore, rerender } = renderScroll({ hasMore: true, isPaused: true });
    scrollTo(900);
    vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS);
    expect(onLoadMore).not.toHaveBeenCalled();

    rerender({ hasMore: false, isPaused: false });
    scrollTo(950);
    vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS);
    expect(onLoadMore).not.toHaveBeenCalled();

    // The page arrived and there is more: still past the threshold, so the next is asked at once.
    rerender({ hasMore: true, isPaused: false });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('asks at once when the page does not fill the window', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 90,
    });
    const { onLoadMore } = renderScroll();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unmounted', () => {
    const { onLoadMore, unmount } = renderScroll();
    scrollTo(100);
    vi.advanceTimersByTime(10);
    scrollTo(900); // a trailing check is pending
    unmount();
    vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS);
    scrollTo(950);
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
