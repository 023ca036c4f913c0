import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { NavigationType, useNavigationType } from 'react-router-dom';
import type { FeedItem } from './feedItems';
import { feedPlace, rememberFeedPlace } from './feedMemory';

type FeedRowsOptions = {
  rows: FeedItem[][];
  columns: number;
  /** Whose feed, for coming back to it: department and reader. */
  memoryKey: string;
};

/**
 * The feed's rows on the window (@tanstack/react-virtual): only the rows near the screen are
 * rendered, measured as they render. Going back to the feed lays it out as it was (the rows'
 * heights and the offset, kept per department and reader); the row holding keyboard focus stays
 * rendered while the shopper scrolls away from it. Returns the virtualiser, the list's ref and
 * its focus handlers.
 */
export const useFeedRows = ({ rows, columns, memoryKey }: FeedRowsOptions) => {
  const isBack = useNavigationType() === NavigationType.Pop;
  const [saved] = useState(() => {
    const place = feedPlace(memoryKey);
    return isBack && place?.columns === columns ? place : undefined;
  });
  const listRef = useRef<HTMLDivElement>(null);
  const hasItems = rows.length > 0;
  const [scrollMargin, setScrollMargin] = useState(saved?.scrollMargin ?? 0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = listRef.current?.getBoundingClientRect().top;
      if (top !== undefined) setScrollMargin(Math.round(top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [hasItems]);

  // The row holding keyboard focus stays in the document while the shopper scrolls away from it.
  const focusedRow = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedRow.current;
    return focused === null || indexes.includes(focused) || focused >= range.count
      ? indexes
      : [...indexes, focused].sort((a, b) => a - b);
  }, []);
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as Element).closest('[data-index]')?.getAttribute('data-index');
    focusedRow.current = row === null || row === undefined ? null : Number(row);
  };

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => (columns === 1 ? 560 : columns === 2 ? 420 : 470),
    overscan: 2,
    gap: 32,
    scrollMargin,
    initialOffset: saved?.offset,
    initialMeasurementsCache: saved?.rows,
    getItemKey: (index) => rows[index]?.[0]?.key ?? index,
    rangeExtractor,
  });

  // Where the feed is, for coming back to it.
  useEffect(
    () => () =>
      rememberFeedPlace(memoryKey, {
        offset: virtualizer.scrollOffset ?? 0,
        columns,
        scrollMargin: virtualizer.options.scrollMargin,
        rows: virtualizer.takeSnapshot(),
      }),
    [virtualizer, memoryKey, columns],
  );

  return {
    virtualizer,
    listRef,
    focusHandlers: { onFocus: handleFocus, onBlur: () => (focusedRow.current = null) },
  };
};
