import { useEffect } from 'react';

/** Stops the page behind an overlay from scrolling while `active`; nests safely. */
export const useScrollLock = (active = true) => {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout from shifting when the scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, [active]);
};
