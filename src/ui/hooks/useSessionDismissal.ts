import { useCallback, useState, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
};

const read = (key: string) => {
  try {
    return sessionStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
};

/**
 * Something the shopper closes for the rest of the browser session (banners). If storage is
 * blocked it stays closed for this page view only. A prerendered page shows it open (the server
 * snapshot below); the head script in server/src/http/prerenderedPages.ts hides it before the
 * first paint until React, hydrating, renders it closed, so nothing moves.
 */
export const useSessionDismissal = (key: string) => {
  const [closedHere, setClosedHere] = useState(false);
  const closedThisSession = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => false,
  );
  const dismiss = useCallback(() => {
    setClosedHere(true);
    try {
      sessionStorage.setItem(key, 'true');
    } catch {
      // Storage unavailable: closed for this page view only.
    }
    for (const listener of listeners) listener();
  }, [key]);
  return { isDismissed: closedHere || closedThisSession, dismiss };
};
