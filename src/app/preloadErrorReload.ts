const RELOADED_AT = 'app:preload-error-reload-at';
const WINDOW_MS = 60_000;

/**
 * What a chunk that failed to load means:
 * - `offline`: the browser says it has no connection; the page can load when it comes back.
 * - `network`: online, but the server could not be reached: a retry may work.
 * - `stale`: online, and the server has the chunk: the failure was the connection's a moment
 *   ago. A retry may work; but a browser may hold on to a failed fetch for this document (Chromium
 *   keeps a dependency that failed offline in its module map), so a retry that fails the same way
 *   needs a reload (`reloadStalePage`).
 * - `gone`: the server answers 404 or 410 for it (a deploy replaced it), and the page was already
 *   reloaded within the last minute: a "new version" screen, not a reload loop.
 * - `reloading`: the chunk is gone and the page is reloading to pick up the new build.
 */
export type ChunkVerdict = 'offline' | 'network' | 'stale' | 'gone' | 'reloading';

/** Vite's event, fired when a lazily imported chunk or its preloaded dependencies fail. */
type PreloadErrorEvent = Event & { payload?: unknown };

/** True for the errors a browser throws when a lazily imported chunk cannot be fetched. */
export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload|Failed to fetch/i.test(
    error.message,
  );

/**
 * The URL a chunk error names, resolved against the page: Chromium's and Firefox's import errors
 * ("Failed to fetch dynamically imported module: <url>") and Vite's ("Unable to preload CSS for
 * <url>") end with it. Safari's ("Importing a module script failed.") names none.
 */
export const failedChunkUrl = (error: unknown, base: string) => {
  if (!(error instanceof Error)) return null;
  const named = /\s((?:https?:\/\/|\/)\S+)$/.exec(error.message.trim())?.[1];
  if (!named) return null;
  try {
    const url = new URL(named, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

const reloaded = new WeakSet<Window>();
const verdicts = new WeakMap<object, Promise<ChunkVerdict>>();

/** Reloads unless the page already did within the last minute (or storage is unusable). */
const reloadOnce = (win: Window) => {
  try {
    const last = Number(win.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < WINDOW_MS) return false;
    win.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  reloaded.add(win);
  win.location.reload();
  return true;
};

const decide = async (error: unknown, win: Window, entryUrl: string): Promise<ChunkVerdict> => {
  // Without a named URL, ask for the running build's own entry: it is gone only after a deploy.
  const url = failedChunkUrl(error, win.location.href) ?? entryUrl;
  let status: number;
  try {
    status = (await win.fetch(url, { method: 'HEAD', cache: 'no-store' })).status;
  } catch {
    return 'network';
  }
  if (status >= 200 && status < 300) return 'stale';
  if (status !== 404 && status !== 410) return 'network';
  if (reloaded.has(win)) return 'reloading';
  return reloadOnce(win) ? 'reloading' : 'gone';
};

/**
 * Reloads the page, once a minute at most, when a chunk the server has still fails to load here
 * after a retry: the browser remembers the earlier failure for this document, and only a new
 * document fetches it again. Answers whether it reloads.
 */
export const reloadStalePage = (win: Window = window) => win.navigator.onLine && reloadOnce(win);

/**
 * Decides what a failed chunk means (see `ChunkVerdict`), reloading the page once when it is
 * really gone. Offline, nothing is asked. Online, the server is asked for the chunk: only a 404
 * or 410 is a deploy; a request that fails is the connection. One question per error, however
 * many ask (Vite's event, the route's error boundary).
 */
export const chunkErrorVerdict = (
  error: unknown,
  win: Window = window,
  entryUrl: string = import.meta.url,
): Promise<ChunkVerdict> => {
  if (!win.navigator.onLine) return Promise.resolve('offline');
  if (typeof error !== 'object' || error === null) return decide(error, win, entryUrl);
  let verdict = verdicts.get(error);
  if (!verdict) {
    verdict = decide(error, win, entryUrl);
    verdicts.set(error, verdict);
  }
  return verdict;
};

/**
 * After a deploy, an open tab may ask for chunks that no longer exist, and Vite fires
 * `vite:preloadError`. The error goes on to the page's error boundary (a spinner meanwhile);
 * this starts the check at once, so chunks outside a route (sections, modals) get the one reload
 * too. A chunk that fails because the connection did never reloads: a reload offline would land
 * on the browser's own error page.
 */
export const installPreloadErrorReload = (win: Window = window, entryUrl = import.meta.url) => {
  win.addEventListener('vite:preloadError', (event: PreloadErrorEvent) => {
    void chunkErrorVerdict(event.payload ?? event, win, entryUrl);
  });
};
