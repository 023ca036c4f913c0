import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { installPreloadErrorReload } from '@/app/preloadErrorReload';
import { preloadSignedInHeader } from '@/app/layout/header/Header';
import { preloadRoute } from '@/app/routes';
import { makePersistedStore } from '@/app/store';
import { startServices } from '@/app/startServices';
import { detectMobile } from '@/lib/device';
import { captureAttribution } from '@/services/attribution';
import { initErrorReporting, reportError } from '@/services/errorReporting';
import { selectIsSignedIn } from '@/api/authSlice';
import { deferredSectionsArrived } from '@/ui/deferredSection';

installPreloadErrorReload();
// Fonts load beside the app, never blocking the first paint. A prerendered page declares them
// inline already (scripts/prerender.mjs): declared twice, a font would swap in late and move text.
if (!document.querySelector('style[data-fonts]')) void import('@/ui/fonts');
captureAttribution(window.location.search);
// Measured now, while the page is only the boot header: later it would force a full layout.
detectMobile();
initErrorReporting();

const { store, persistor } = makePersistedStore();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
/** A shell page's data prefetches (./app/routeData.ts): their code starts loading at once. */
const shellData = container.hasAttribute('data-shell') ? import('@/app/routeData') : null;

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

/** React could not adopt the prerendered markup and rendered the page afresh: a bug to look at. */
const reportHydrationMismatch = (error: unknown) => reportError(error, { during: 'hydration' });

const markMounted = () => container.removeAttribute('data-prerendered');

const Router = ({ children }: { children: ReactNode }) => (
  <BrowserRouter basename="/app/">{children}</BrowserRouter>
);

/**
 * A front-door page arrives with its first screen prerendered for visitors (scripts/prerender.mjs):
 * React adopts that markup in a transition, in short slices that never block input. Signed-in
 * shoppers (for whom the boot check in the head hides that markup) and every other page render
 * from scratch, replacing what index.html holds; so does a page that arrives as a shell (a
 * profile), once its data is here. While hydrating, the code of the part below the first screen
 * may still be on its way (src/ui/deferredSection.tsx): its markup stays meanwhile.
 */
const start = () => {
  // From its first commit the app owns #root: the prerendered markup's boot styles stop applying.
  const app = <App store={store} Router={Router} onMounted={markMounted} />;
  const prerendered = container.dataset.prerendered === window.location.pathname;
  const html = document.documentElement;
  /** Renders the page from scratch, in a transition (short slices), once `ready` settles. */
  const renderAfresh = (ready: Promise<unknown>) =>
    void ready.then(() => {
      const root = createRoot(container);
      startTransition(() => root.render(app));
    });
  if (container.hasAttribute('data-shell')) {
    // A shell (a profile's header and skeleton) shows until the page, with its data (preloaded
    // with the HTML), replaces it whole: one render, no skeleton in between.
    const pathname = window.location.pathname;
    renderAfresh(shellData?.then((m) => m.preloadRouteData(pathname, store)) ?? Promise.resolve());
    return;
  }
  if (prerendered && !selectIsSignedIn(store.getState()) && !html.hasAttribute('data-quiz-saved')) {
    // Shown even if the boot check read the saved sign-in differently from the store.
    html.removeAttribute('data-signed-in');
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch });
    });
    return;
  }
  // Rendered from scratch, the page waits for its below-the-fold code too: nothing pops in later.
  renderAfresh(deferredSectionsArrived());
};

/** A signed-in shopper's header (account menu, cart and inbox counts) loads before the page shows. */
const signedInHeader = rehydrated.then(() =>
  selectIsSignedIn(store.getState()) ? preloadSignedInHeader().catch(() => undefined) : undefined,
);

// The page's code loads alongside the entry (the server preloads it): render once it and the
// saved state are here, so the page appears in the first commit with no spinner in between.
void Promise.all([signedInHeader, preloadRoute(window.location.pathname)]).then(start);

startServices(store);
