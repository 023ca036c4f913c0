import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { AppProviders } from '@/app/AppProviders';
import { installPreloadErrorReload } from '@/app/preloadErrorReload';
import { AppRoutes, preloadRoute } from '@/app/routes';
import { makePersistedStore } from '@/app/store';
import { startServices } from '@/app/startServices';
import { detectMobile } from '@/lib/device';
import { captureAttribution } from '@/services/attribution';
import { initErrorReporting } from '@/services/errorReporting';
import { FullPageSpinner } from '@/ui/Spinner';
import { AppErrorBoundary } from '@/app/layout/AppErrorBoundary';

installPreloadErrorReload();
// Fonts load beside the app, never blocking the first paint.
void import('@/ui/fonts');
captureAttribution(window.location.search);
// Measured now, while the page is only the boot header: later it would force a full layout.
detectMobile();
initErrorReporting();

const { store, persistor } = makePersistedStore();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Resolves once redux-persist has read the saved state back (a few milliseconds). */
const rehydrated = new Promise<void>((resolve) => {
  const check = () => {
    if (!persistor.getState().bootstrapped) return;
    unsubscribe();
    resolve();
  };
  const unsubscribe = persistor.subscribe(check);
  check();
});

// The current page's code loads alongside the entry (the server preloads it), so render once it
// and the saved state are here: the page then replaces the boot header in the first commit,
// with no spinner in between.
void Promise.all([rehydrated, preloadRoute(window.location.pathname)]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <PersistGate loading={<FullPageSpinner />} persistor={persistor}>
          <BrowserRouter basename="/app/">
            <AppErrorBoundary>
              <AppRoutes />
            </AppErrorBoundary>
          </BrowserRouter>
        </PersistGate>
      </AppProviders>
    </StrictMode>,
  ),
);

startServices(store);
