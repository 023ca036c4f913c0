import { lazy, type ComponentType } from 'react';

export type LazyComponent<P extends object = Record<string, never>> = ComponentType<P> & {
  preload: () => Promise<void>;
};

/**
 * A component whose code loads on demand, like `React.lazy`, plus `preload()`. Once its code has
 * arrived it renders directly, without suspending: a route's page preloaded before the first
 * render (see `preloadRoute`) appears in the first commit, with no spinner in between and no
 * wait for React's Suspense reveal throttle.
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
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  const Page = (props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);
  return Object.assign(Page, { preload });
};
