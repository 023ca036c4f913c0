import { Suspense, type ComponentType } from 'react';
import { lazyComponent } from './lazyComponent';

const arriving = new Set<Promise<void>>();

/**
 * The part of a long page below its first screen, as its own chunk: its content is always in the
 * page, only its code (the behaviour) may arrive a moment after the first screen's.
 *
 * - Prerendered page: the markup is in the HTML from the start. React hydrates the first screen
 *   without waiting for this chunk and leaves the section's server markup in place (a dehydrated
 *   Suspense boundary) until the code arrives; a click there meanwhile is replayed once it has.
 * - Rendered in the browser: the page waits for this chunk before its first render
 *   (`deferredSectionsArrived`, used by main.tsx and the route preload), so nothing pops in.
 *
 * Loading starts as soon as the page's own code runs.
 */
export const deferredSection = (load: () => Promise<ComponentType>) => {
  const Section = lazyComponent(load);
  const arrival = Section.preload().catch(() => undefined);
  arriving.add(arrival);
  void arrival.then(() => arriving.delete(arrival));
  const DeferredSection = () => (
    <Suspense fallback={null}>
      <Section />
    </Suspense>
  );
  return DeferredSection;
};

/** Resolves once every deferred section that has started loading has arrived (or failed). */
export const deferredSectionsArrived = () => Promise.all([...arriving]).then(() => undefined);
