import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '@/testing/server';
import { deferredSectionsArrived } from '@/ui/deferredSection';

// Lazy pages can take over a second to import on a busy 2-core CI machine, and a file's first
// whole-app render (the shell's styles, then a lazy page and the server-data code) took 5-6 s
// there under load (SettingsPage, DeactivateAccountTab in a fresh-clone run, 2026-11-28): 10 s.
const ASYNC_TIMEOUT_MS = 10_000;
configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS });
// vi.waitFor waits 1 s unless told otherwise: the same as Testing Library's waits.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = (callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: ASYNC_TIMEOUT_MS, ...options },
  );

// jsdom does not scroll; pages call scrollTo on navigation.
window.scrollTo = () => undefined;

// MSW 3 names it onUnhandledFrame (it was onUnhandledRequest): a request no handler answers fails.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// A page imported by a test starts loading its below-the-fold code (src/ui/deferredSection.tsx);
// in the browser the page waits for it before rendering from scratch, and so do the tests.
beforeAll(() => deferredSectionsArrived());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
