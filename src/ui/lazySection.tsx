import { Suspense, type ComponentType } from 'react';
import { lazyComponent } from './lazyComponent';
import { RenderWhenNear } from './RenderWhenNear';

/**
 * The part of a long page below its first screen, as its own chunk: neither downloaded nor
 * rendered until the shopper scrolls near it, so the first screen carries none of its weight.
 * The placeholder keeps roughly its height meanwhile. `preload()` fetches it ahead of time.
 */
export const lazySection = (
  load: () => Promise<ComponentType>,
  { placeholderHeight = '100vh' }: { placeholderHeight?: string } = {},
) => {
  const Section = lazyComponent(load);
  const placeholder = <div style={{ minHeight: placeholderHeight }} />;
  const LazySection = () => (
    <RenderWhenNear placeholderHeight={placeholderHeight} margin="600px 0px">
      <Suspense fallback={placeholder}>
        <Section />
      </Suspense>
    </RenderWhenNear>
  );
  return Object.assign(LazySection, { preload: Section.preload });
};
