import { vi } from 'vitest';

type Listener = (event: MediaQueryListEvent) => void;

/**
 * Installs a `window.matchMedia` (absent in jsdom) where `matches(query)` decides each query.
 * Returns `setMatches` to change the answer and notify listeners, and `restore` to remove it.
 */
export const mockMatchMedia = (matches: (query: string) => boolean) => {
  let decide = matches;
  const lists = new Map<string, { list: MediaQueryList; listeners: Set<Listener> }>();
  const matchMedia = vi.fn((query: string) => {
    const existing = lists.get(query);
    if (existing) return existing.list;
    const listeners = new Set<Listener>();
    const list = {
      media: query,
      get matches() {
        return decide(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    lists.set(query, { list, listeners });
    return list;
  });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: matchMedia,
  });
  return {
    setMatches: (next: (query: string) => boolean) => {
      decide = next;
      lists.forEach(({ list, listeners }) =>
        listeners.forEach((listener) =>
          listener({ matches: list.matches, media: list.media } as MediaQueryListEvent),
        ),
      );
    },
    restore: () => {
      Reflect.deleteProperty(window, 'matchMedia');
    },
  };
};

/** Answers queries as a browser `width` px wide would, with optional reduced motion. */
export const viewport =
  (width: number, { reducedMotion = false } = {}) =>
  (query: string) => {
    if (query.includes('prefers-reduced-motion')) return reducedMotion;
    const min = /min-width:\s*(\d+)px/.exec(query);
    return min?.[1] ? width >= Number(min[1]) : false;
  };
