import { describe, expect, it, vi } from 'vitest';
import { installPreloadErrorReload, isChunkLoadError } from './preloadErrorReload';

const fakeWindow = () => {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, { sessionStorage, location: { reload } }) as unknown as Window;
  return { win, reload };
};

const fire = (win: Window) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  win.dispatchEvent(event);
  return event;
};

describe('installPreloadErrorReload', () => {
  it('reloads once on a stale chunk, then lets the error through to the error screen', () => {
    const { win, reload } = fakeWindow();
    installPreloadErrorReload(win);

    expect(fire(win).defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledOnce();

    expect(fire(win).defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again for a later deploy, a minute after the last reload', () => {
    vi.useFakeTimers();
    const { win, reload } = fakeWindow();
    installPreloadErrorReload(win);
    fire(win);
    vi.advanceTimersByTime(61_000);
    expect(fire(win).defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
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
