import type { ReactNode } from 'react';
import styled from 'styled-components';

type OffscreenSectionProps = {
  children: ReactNode;
  /** Roughly how tall the section is (CSS length): the space it holds until first drawn. */
  estimatedHeight?: string;
};

/**
 * A section below a page's first screen. It is in the document from the first load, so Tab,
 * find-in-page and a screen reader's headings reach it; only its layout and paint wait until it
 * nears the viewport (`content-visibility: auto`). Once drawn, the browser remembers its real
 * height (`contain-intrinsic-size: auto`), so scrolling back never jumps.
 */
export const OffscreenSection = ({
  children,
  estimatedHeight = '640px',
}: OffscreenSectionProps) => (
  <Deferred style={{ containIntrinsicSize: `auto ${estimatedHeight}` }}>{children}</Deferred>
);

const Deferred = styled.div`
  content-visibility: auto;
`;
