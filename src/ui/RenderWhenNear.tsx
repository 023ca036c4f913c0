import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

type RenderWhenNearProps = {
  children: ReactNode;
  /** Space held for the section until it renders (CSS length): keeps the page's scroll length. */
  placeholderHeight?: string;
  /** Render this far before the section scrolls into view. */
  margin?: string;
  /** Render now, wherever it is (e.g. an in-page link is about to scroll to it). */
  force?: boolean;
};

/**
 * jsdom and old browsers have no observer: everything renders at once. The build-time prerender
 * (no window at all) keeps the placeholder, as the browser's first render does.
 */
const lacksObserver = () => typeof window !== 'undefined' && !('IntersectionObserver' in window);

/**
 * Renders a below-the-fold section only as it nears the viewport (well before it is seen), so
 * the first screen of a long marketing page is not held back by the work of everything under
 * it. Without IntersectionObserver (in a browser) everything renders at once.
 */
export const RenderWhenNear = ({
  children,
  placeholderHeight = '480px',
  margin = '300px 0px',
  force = false,
}: RenderWhenNearProps) => {
  const [isNear, setNear] = useState(lacksObserver);
  const shouldRender = isNear || force;
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (shouldRender || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shouldRender, margin]);

  if (shouldRender) return <>{children}</>;
  return <Placeholder ref={placeholder} style={{ minHeight: placeholderHeight }} />;
};

const Placeholder = styled.div`
  width: 100%;
`;
