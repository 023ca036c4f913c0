import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyComponent<P extends object = Record<string, never>> = ComponentType<P> & {
  preload: () => Promise<void>;
};

/** Bumped by `retryFailedLoads`: a lazy component whose code failed renders a fresh attempt. */
let retryRound = 0;

/**
 * Lets every lazy component whose code failed to load (offline, say) try again the next time it
 * renders. `React.lazy` keeps a rejected load for good; without this, a page that failed once
 * could never appear. Call it just before re-rendering, e.g. from an error boundary's Retry.
 */
export const retryFailedLoads = () => {
  retryRound += 1;
};

type Attempt<P> = { Lazy: LazyExoticComponent<ComponentType<P>>; failed: boolean; round: number };

/**
 * A component whose code loads on demand, like `React.lazy`, plus `preload()`. Once its code has
 * arrived it renders directly, without suspending: a route's page preloaded before the first
 * render (see `preloadRoute`) appears in the first commit, with no spinner in between and no
 * wait for React's Suspense reveal throttle. A failed load stays failed (the error boundary shows
 * it) until `retryFailedLoads()`; never retried on its own, so a failure cannot loop.
 */
export const lazyComponent = <P extends object = Record<string, never>>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> => {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const preload = () => loadOnce().then(() => undefined);
  const newAttempt = (): Attempt<P> => {
    const attempt: Attempt<P> = {
      Lazy: lazy(() =>
        loadOnce().then(
          (component) => ({ default: component }),
          (error: unknown) => {
            attempt.failed = true;
            throw error;
          },
        ),
      ),
      failed: false,
      round: retryRound,
    };
    return attempt;
  };
  let current = newAttempt();
  const currentLazy = () => {
    if (current.failed && current.round !== retryRound) current = newAttempt();
    return current.Lazy;
  };
  const Page = (props: P) => (Loaded ? <Loaded {...props} /> : createElement(currentLazy(), props));
  return Object.assign(Page, { preload });
};
