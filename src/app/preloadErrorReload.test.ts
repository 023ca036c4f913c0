import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chunkErrorVerdict,
  failedChunkUrl,
  installPreloadErrorReload,
  isChunkLoadError,
} from './preloadErrorReload';

const page = 'https://shop.example/app/pricing';
const chunk = 'https://shop.example/app/assets/OurStoryPage-abc123.js';
const entry = 'https://shop.example/app/assets/index-def456.js';

type Server = (url: string) => Promise<Response>;
const answers =
  (status: number): Server =>
  () =>
    Promise.resolve(new Response(null, { status }));
const unreachable: Server = () => Promise.reject(new TypeError('Failed to fetch'));

/** A window with its own connection state, server, storage and reload. */
const fakeWindow = ({
  onLine = true,
  server = answers(404),
}: { onLine?: boolean; server?: Server } = {}) => {
  const target = new EventTarget();
  const reload = vi.fn();
  const fetch = vi.fn((url: string, _init?: RequestInit) => server(url));
  const storage = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  const win = Object.assign(target, {
    navigator: { onLine },
    fetch,
    sessionStorage,
    location: { href: page, reload },
  }) as unknown as Window;
  installPreloadErrorReload(win, entry);
  return { win, reload, fetch };
};

const importError = (url = chunk) =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`);

/** Fires Vite's event as its preload helper does, and returns the verdict it led to. */
const fire = (win: Window, error: Error = importError()) => {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: error,
  });
  win.dispatchEvent(event);
  return { event, verdict: chunkErrorVerdict(error, win, entry) };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('installPreloadErrorReload', () => {
  it('never reloads offline, and asks the server nothing', async () => {
    const { win, reload, fetch } = fakeWindow({ onLine: false });
    expect(await fire(win).verdict).toBe('offline');
    expect(fetch).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when the server answers 404 for the chunk: it is gone after a deploy', async () => {
    const { win, reload, fetch } = fakeWindow({ server: answers(404) });
    const { event, verdict } = fire(win);
    expect(await verdict).toBe('reloading');
    expect(reload).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith(chunk, { method: 'HEAD', cache: 'no-store' });
    // The error goes on to the page's boundary, which waits for the same answer.
    expect(event.defaultPrevented).toBe(false);
  });

  it('treats a 410 as gone too', async () => {
    const { win, reload } = fakeWindow({ server: answers(410) });
    expect(await fire(win).verdict).toBe('reloading');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload when asking the server fails too: the connection is the problem', async () => {
    const { win, reload } = fakeWindow({ server: unreachable });
    expect(await fire(win).verdict).toBe('network');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the server still has the chunk: stale, a retry may work', async () => {
    const { win, reload } = fakeWindow({ server: answers(200) });
    expect(await fire(win).verdict).toBe('stale');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload a second time within a minute: the new-version screen shows instead', async () => {
    const { win, reload } = fakeWindow();
    expect(await fire(win).verdict).toBe('reloading');
    // The page after that reload, still missing the chunk.
    const { win: reloaded, reload: reloadAgain } = fakeWindow();
    Object.assign(reloaded, { sessionStorage: win.sessionStorage });
    expect(await fire(reloaded).verdict).toBe('gone');
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadAgain).not.toHaveBeenCalled();
  });

  it('reloads again for a later deploy, a minute after the last reload', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { win, reload } = fakeWindow();
    await fire(win).verdict;
    vi.advanceTimersByTime(61_000);
    const { win: later, reload: reloadLater } = fakeWindow();
    Object.assign(later, { sessionStorage: win.sessionStorage });
    expect(await fire(later).verdict).toBe('reloading');
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadLater).toHaveBeenCalledOnce();
  });

  it('asks once per failure, however many ask, and reloads once for several gone chunks', async () => {
    const { win, reload, fetch } = fakeWindow();
    const error = importError();
    const first = fire(win, error).verdict;
    expect(chunkErrorVerdict(error, win, entry)).toBe(first);
    const other = fire(win, importError(chunk.replace('OurStoryPage', 'BlogPage'))).verdict;
    expect(await Promise.all([first, other])).toEqual(['reloading', 'reloading']);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("asks for the running build's entry when the error names no chunk (Safari)", async () => {
    const { win, reload, fetch } = fakeWindow({
      server: (url) => answers(url === entry ? 200 : 404)(url),
    });
    expect(await fire(win, new TypeError('Importing a module script failed.')).verdict).toBe(
      'stale',
    );
    expect(fetch).toHaveBeenCalledWith(entry, { method: 'HEAD', cache: 'no-store' });
    expect(reload).not.toHaveBeenCalled();

    const { win: deployed, reload: reloadDeployed } = fakeWindow({ server: answers(404) });
    expect(await fire(deployed, new TypeError('Importing a module script failed.')).verdict).toBe(
      'reloading',
    );
    expect(reloadDeployed).toHaveBeenCalledOnce();
  });
});

describe('failedChunkUrl', () => {
  it.each([
    [`Failed to fetch dynamically imported module: ${chunk}`, chunk],
    [`error loading dynamically imported module: ${chunk}`, chunk],
    ['Unable to preload CSS for /app/assets/x.css', 'https://shop.example/app/assets/x.css'],
    ['Importing a module script failed.', null],
    ['Failed to fetch dynamically imported module: javascript:alert(1)', null],
  ])('%s -> %s', (message, expected) => {
    expect(failedChunkUrl(new Error(message), page)).toBe(expected);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: /app/assets/x.js', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module', true],
    ['Cannot read properties of undefined', false],
  ])('%s -> %s', (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected);
  });
});
