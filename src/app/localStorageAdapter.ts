import type { Storage } from 'redux-persist';

const attempt = <T>(run: () => T, fallback: T): T => {
  try {
    return run();
  } catch {
    // Storage blocked (private mode, quota): the app runs, it just does not remember.
    return fallback;
  }
};

/** redux-persist's storage interface over window.localStorage, safe when storage is blocked. */
export const localStorageAdapter: Storage = {
  getItem: (key: string) => Promise.resolve(attempt(() => window.localStorage.getItem(key), null)),
  setItem: (key: string, value: string) =>
    Promise.resolve(attempt(() => window.localStorage.setItem(key, value), undefined)),
  removeItem: (key: string) =>
    Promise.resolve(attempt(() => window.localStorage.removeItem(key), undefined)),
};
