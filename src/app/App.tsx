import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { AppErrorBoundary } from './layout/AppErrorBoundary';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import type { AppStore } from './store';

type AppProps = {
  store: AppStore;
  /** The browser's router, or a static one when a page is prerendered at build time. */
  Router: ComponentType<{ children: ReactNode }>;
};

/**
 * The whole app. The browser entry and the build-time prerender render this same tree, so the
 * prerendered first screen of a front-door page hydrates without a mismatch.
 */
export const App = ({ store, Router }: AppProps) => (
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
