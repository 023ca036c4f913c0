/**
 * Runs at most `limit` of the given jobs at a time, in the order they come; the others wait.
 * For work that holds libuv's small thread pool (picture encoding), so that file reads and
 * password hashing, which share that pool, are not starved by a burst of uploads. A finished
 * job hands its slot straight to the next waiting one, so none can slip in between.
 */
export const concurrencyLimit = (limit: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = () => {
    if (running < limit) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async <T>(job: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await job();
    } finally {
      release();
    }
  };
};
