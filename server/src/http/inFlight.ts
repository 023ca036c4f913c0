/**
 * Counts the requests a fetch handler is still working on, so that shutdown can wait for them
 * before it closes the database: a client that has gone away (its connection closed) does not
 * stop its handler, and closing the database under it would turn it into an error. A streamed
 * answer counts until its handler returns the Response (live streams end on the shutdown signal).
 */
export const trackInFlight = <Args extends unknown[]>(
  handle: (...args: Args) => Response | Promise<Response>,
) => {
  let running = 0;
  const waiting = new Set<() => void>();
  const settle = () => {
    if (running > 0) return;
    for (const resolve of waiting) resolve();
    waiting.clear();
  };

  const fetch = async (...args: Args) => {
    running += 1;
    try {
      return await handle(...args);
    } finally {
      running -= 1;
      settle();
    }
  };

  /** Resolves true once no request is running, or false after `ms` with some still running. */
  const idle = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (running === 0) return resolve(true);
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiting.delete(done);
        resolve(false);
      }, ms);
      waiting.add(done);
    });

  return {
    fetch,
    idle,
    get running() {
      return running;
    },
  };
};
