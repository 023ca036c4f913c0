import { useEffect, type RefObject } from 'react';

/**
 * Makes every other child of `<body>` inert while mounted, so only the element in `ref` (a
 * body-level portal) can be reached. Only the attributes this hook added are removed again.
 */
export const useInertSiblings = (ref: RefObject<HTMLElement | null>) => {
  useEffect(() => {
    const keep = ref.current;
    if (!keep) return;
    const made = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== keep && !element.hasAttribute('inert'),
    );
    made.forEach((element) => element.setAttribute('inert', ''));
    return () => made.forEach((element) => element.removeAttribute('inert'));
  }, [ref]);
};
