const RELOADED_AT = 'app:preload-error-reload-at';
const WINDOW_MS = 60_000;

/**
 * After a deploy, an open tab may ask for chunks that no longer exist. Vite fires
 * `vite:preloadError`; reload once to pick up the new build. If the error comes back within a
 * minute of that reload, let it through so the route error screen shows instead of a reload loop.
 */
export const installPreloadErrorReload = (win: Window = window) => {
  win.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(win.sessionStorage.getItem(RELOADED_AT) ?? 0);
    } catch {
      return;
    }
    if (Date.now() - last < WINDOW_MS) return;
    try {
      win.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      return;
    }
    event.preventDefault();
    win.location.reload();
  });
};

/** True for the errors a browser throws when a lazily imported chunk cannot be fetched. */
export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload|Failed to fetch/i.test(
    error.message,
  );
