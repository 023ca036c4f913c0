import { Suspense, type ComponentType } from 'react';
import { lazyComponent } from './lazyComponent';
import { RenderWhenNear } from './RenderWhenNear';

/**
 * The part of a long page below its first screen, as its own chunk: neither downloaded nor
 * rendered until the shopper scrolls near it, so the first screen carries none of its weight.
 * The placeholder keeps roughly its height meanwhile. `preload()` fetches it ahead of time.
 */
type SectionProps = { force?: boolean };

export const lazySection = (
  load: () => Promise<ComponentType<SectionProps>>,
  { placeholderHeight = '100vh' }: { placeholderHeight?: string } = {},
) => {
  const Section = lazyComponent<SectionProps>(load);
  const placeholder = <div style={{ minHeight: placeholderHeight }} />;
  /** `force` renders it (and tells it) at once, e.g. before an in-page jump into it. */
  const LazySection = ({ force = false }: SectionProps) => (
    <RenderWhenNear placeholderHeight={placeholderHeight} margin="600px 0px" force={force}>
      <Suspense fallback={placeholder}>
        <Section force={force} />
      </Suspense>
    </RenderWhenNear>
  );
  return Object.assign(LazySection, { preload: Section.preload });
};
