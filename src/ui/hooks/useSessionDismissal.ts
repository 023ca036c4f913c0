import { useState } from 'react';

const read = (key: string) => {
  try {
    return sessionStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
};

/**
 * Something the shopper closes for the rest of the browser session (banners). If storage is
 * blocked it stays closed for this page view only.
 */
export const useSessionDismissal = (key: string) => {
  const [isDismissed, setIsDismissed] = useState(() => read(key));
  const dismiss = () => {
    setIsDismissed(true);
    try {
      sessionStorage.setItem(key, 'true');
    } catch {
      // Storage unavailable: closed for this page view only.
    }
  };
  return { isDismissed, dismiss };
};
