import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProgressListener } from './uploadWithProgress';

/** A started upload: an RTK Query mutation's result (its `abort` cancels the request). */
export type UploadRequest<T> = { abort: () => void; unwrap: () => Promise<T> };

/** How an upload ended: its data, its error, or cancelled by the shopper (nothing to say). */
export type UploadOutcome<T> = { data: T } | { error: unknown } | { cancelled: true };

/**
 * One upload at a time that a page can follow: `run` starts it (handing the mutation its
 * progress listener) and answers how it ended; `percent` is how much has gone (null when none
 * is running); `cancel` stops it. Leaving the page cancels what is still going.
 */
export const useUpload = () => {
  const [percent, setPercent] = useState<number | null>(null);
  const current = useRef<UploadRequest<unknown> | null>(null);
  const cancelled = useRef(false);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(
    async <T>(
      start: (onProgress: ProgressListener) => UploadRequest<T>,
    ): Promise<UploadOutcome<T>> => {
      cancelled.current = false;
      setPercent(0);
      const request = start((fraction) => setPercent(Math.floor(fraction * 100)));
      current.current = request;
      try {
        return { data: await request.unwrap() };
      } catch (error) {
        return cancelled.current ? { cancelled: true } : { error };
      } finally {
        if (current.current === request) {
          current.current = null;
          setPercent(null);
        }
      }
    },
    [],
  );

  const cancel = useCallback(() => {
    if (!current.current) return;
    cancelled.current = true;
    current.current.abort();
  }, []);

  return { percent, uploading: percent !== null, run, cancel };
};
