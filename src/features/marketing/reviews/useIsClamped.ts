import { useEffect, useRef, useState } from 'react';

/** Whether a line-clamped element hides some of its text (rounding tolerated). */
export const isClamped = (element: HTMLElement) => element.scrollHeight - element.clientHeight > 1;

/**
 * Measures whether the element behind `ref` is cut off by its CSS line clamp, whenever its box
 * gets or changes its size (first layout, a narrower card, a web font arriving). A ResizeObserver
 * reports after the browser's own layout, so measuring never forces an extra one. `content` is
 * what it shows, so new text is measured too.
 */
export const useIsClamped = <E extends HTMLElement>(content: string) => {
  const ref = useRef<E>(null);
  const [clamped, setClamped] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setClamped(isClamped(element));
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [content]);

  return { ref, isClamped: clamped };
};
