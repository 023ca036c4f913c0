import { StrictMode, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { AppErrorBoundary } from './layout/AppErrorBoundary';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import type { AppStore } from './store';

type AppProps = {
  store: AppStore;
  /** The browser's router, or a static one when a page is prerendered at build time. */
  Router: ComponentType<{ children: ReactNode }>;
  /** Called once the app has committed its first render (never while prerendering). */
  onMounted?: () => void;
};

/**
 * The whole app. The browser entry and the build-time prerender render this same tree, so the
 * prerendered first screen of a front-door page hydrates without a mismatch.
 */
export const App = ({ store, Router, onMounted }: AppProps) => {
  useLayoutEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <AppProviders store={store}>
        <Router>
          <AppErrorBoundary>
            <AppRoutes />
          </AppErrorBoundary>
        </Router>
      </AppProviders>
    </StrictMode>
  );
};
