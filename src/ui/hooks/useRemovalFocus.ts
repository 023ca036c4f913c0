import { useEffect, useRef } from 'react';

const HEADING = Symbol('heading');

/**
 * Keeps keyboard focus in a list when an entry leaves it: on the next entry's link, else the
 * previous one's, else the list's heading (give it `tabIndex={-1}`), so focus is not lost with
 * the removed entry's button.
 */
export const useRemovalFocus = (ids: readonly string[]) => {
  const links = useRef(new Map<string, HTMLElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pending = useRef<string | typeof HEADING | null>(null);

  /** The ref for an entry's link: `ref={linkRef(id)}`. */
  const linkRef = (id: string) => (node: HTMLElement | null) => {
    if (!node) return;
    links.current.set(id, node);
    return () => {
      if (links.current.get(id) === node) links.current.delete(id);
    };
  };

  const focusAfterRemoving = (id: string) => {
    const index = ids.indexOf(id);
    pending.current = (index >= 0 && (ids[index + 1] ?? ids[index - 1])) || HEADING;
  };

  useEffect(() => {
    const target = pending.current;
    if (target === null) return;
    const element = (target !== HEADING && links.current.get(target)) || headingRef.current;
    pending.current = null;
    element?.focus();
  });

  return { headingRef, linkRef, focusAfterRemoving };
};
