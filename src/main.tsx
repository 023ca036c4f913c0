import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { AppProviders } from '@/app/AppProviders';
import { installPreloadErrorReload } from '@/app/preloadErrorReload';
import { AppRoutes } from '@/app/routes';
import { makePersistedStore } from '@/app/store';
import { startServices } from '@/app/startServices';
import { captureAttribution } from '@/services/attribution';
import { initErrorReporting } from '@/services/errorReporting';
import { FullPageSpinner } from '@/ui/Spinner';
import { AppErrorBoundary } from '@/app/layout/AppErrorBoundary';

installPreloadErrorReload();
captureAttribution(window.location.search);
initErrorReporting();

const { store, persistor } = makePersistedStore();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

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
);

startServices(store);
