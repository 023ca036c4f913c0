import type { Storage } from 'redux-persist';

const attempt = <T>(run: () => T, fallback: T): T => {
  try {
    return run();
  } catch {
    // Storage blocked (private mode, quota): the quiz still works, it just forgets on reload.
    return fallback;
  }
};

/**
 * redux-persist's storage interface over window.sessionStorage: the quiz survives a reload and
 * the sign-up round trip in this tab, and is not kept once the tab closes.
 */
export const quizStorage: Storage = {
  getItem: (key: string) =>
    Promise.resolve(attempt(() => window.sessionStorage.getItem(key), null)),
  setItem: (key: string, value: string) =>
    Promise.resolve(attempt(() => window.sessionStorage.setItem(key, value), undefined)),
  removeItem: (key: string) =>
    Promise.resolve(attempt(() => window.sessionStorage.removeItem(key), undefined)),
};
