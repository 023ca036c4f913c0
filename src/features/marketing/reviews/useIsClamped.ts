import { useLayoutEffect, useRef, useState } from 'react';

/** Whether a line-clamped element hides some of its text (rounding tolerated). */
export const isClamped = (element: HTMLElement) => element.scrollHeight - element.clientHeight > 1;

/**
 * Measures whether the element behind `ref` is cut off by its CSS line clamp: after layout, and
 * again whenever its box changes size (a narrower card, a web font arriving). `content` is what
 * it shows, so new text is measured too.
 */
export const useIsClamped = <E extends HTMLElement>(content: string) => {
  const ref = useRef<E>(null);
  const [clamped, setClamped] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setClamped(isClamped(element));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [content]);

  return { ref, isClamped: clamped };
};
