import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '@/testing/server';
import { deferredSectionsArrived } from '@/ui/deferredSection';

// Lazy pages can take over a second to import on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });
// vi.waitFor waits 1 s unless told otherwise: the same 5 s as Testing Library's waits.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = (callback, options) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: 5000, ...options });

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
