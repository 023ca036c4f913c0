import { useCallback, useEffect, useRef, useState } from 'react';

/** How much of each picture being sent has gone, by client key: a percent, or null (unknown). */
export type PictureProgress = Readonly<Record<string, number | null>>;

/**
 * The pictures on their way, by the message's client key: each send gets a progress listener
 * and a signal (`start`), the page sees their percent (`progress`; null until the service
 * reports any, and always with Twilio, which reports none), and `cancel` stops one. Leaving the
 * chat cancels what is still going.
 */
export const usePictureSends = () => {
  const [progress, setProgress] = useState<PictureProgress>({});
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const open = controllers.current;
    return () => {
      for (const controller of open.values()) controller.abort();
      open.clear();
    };
  }, []);

  const start = useCallback((clientKey: string) => {
    controllers.current.get(clientKey)?.abort();
    const controller = new AbortController();
    controllers.current.set(clientKey, controller);
    setProgress((shown) => ({ ...shown, [clientKey]: null }));
    const onProgress = (fraction: number) => {
      const percent = Math.floor(fraction * 100);
      setProgress((shown) =>
        clientKey in shown && shown[clientKey] !== percent
          ? { ...shown, [clientKey]: percent }
          : shown,
      );
    };
    return { onProgress, signal: controller.signal };
  }, []);

  /** The send with `signal` has ended (a newer send of the same picture, a Retry, stays). */
  const finish = useCallback((clientKey: string, signal: AbortSignal) => {
    if (controllers.current.get(clientKey)?.signal !== signal) return;
    controllers.current.delete(clientKey);
    setProgress((shown) => {
      if (!(clientKey in shown)) return shown;
      const rest = { ...shown };
      delete rest[clientKey];
      return rest;
    });
  }, []);

  const cancel = useCallback((clientKey: string) => {
    controllers.current.get(clientKey)?.abort();
  }, []);

  return { progress, start, finish, cancel };
};
