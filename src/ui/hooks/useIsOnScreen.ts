import { useCallback, useState } from 'react';

/**
 * Whether an element is on screen (any part of it in the viewport), for behaviour that should run
 * only while it can be seen, such as a carousel's autoplay. False until the browser has said so;
 * true at once where there is no IntersectionObserver (old browsers, jsdom).
 */
export const useIsOnScreen = <T extends Element>() => {
  const [isOnScreen, setOnScreen] = useState(false);
  const observe = useCallback((element: T | null) => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) =>
      setOnScreen(entries.some((entry) => entry.isIntersecting)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [observe, isOnScreen] as const;
};
