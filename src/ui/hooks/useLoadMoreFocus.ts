import { useEffect, useRef } from 'react';
import { getFocusable } from '../focusable';

/**
 * Keeps keyboard focus where the shopper is after 'Load more': the button moves below the new
 * entries, or is gone once the last page arrives, so focus would be left behind or lost. When a
 * load the button started brings new entries, focus moves to the first new entry's first control
 * (or the entry itself), where reading goes on.
 *
 * `listRef` goes on the list whose children are the entries; call `loadMore` from the button.
 */
export const useLoadMoreFocus = <List extends HTMLElement = HTMLUListElement>(
  count: number,
  fetchMore: () => unknown,
) => {
  const listRef = useRef<List>(null);
  const from = useRef<number | null>(null);

  useEffect(() => {
    const first = from.current;
    if (first === null || count <= first) return;
    from.current = null;
    const entry = listRef.current?.children[first];
    if (!(entry instanceof HTMLElement)) return;
    const target = getFocusable(entry)[0] ?? entry;
    if (target === entry && !entry.hasAttribute('tabindex')) entry.tabIndex = -1;
    target.focus();
  }, [count]);

  const loadMore = () => {
    from.current = count;
    void fetchMore();
  };
  return { listRef, loadMore };
};
