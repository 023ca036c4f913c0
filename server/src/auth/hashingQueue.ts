import { serviceUnavailable } from '../http/errors';

export const SERVER_BUSY = 'The server is busy right now. Please try again in a few seconds.';

export type HashingQueueOptions = {
  /** Hashes at once: each holds one of libuv's four pool threads (and up to 128 MiB). */
  running: number;
  /** Hashes waiting for a turn; one more is refused with 503. */
  waiting: number;
  /** The `Retry-After` of that 503. */
  retryAfterMs: number;
};

/**
 * A bounded queue in front of scrypt. Node runs scrypt on libuv's pool of four threads, which also
 * reads files and compresses: unbounded, eight sign-ups at once took all four threads and `/app/`
 * waited 10 s behind them. At most `running` hashes run (the rest of the pool stays free for the
 * other requests), at most `waiting` wait, and beyond that the caller gets a 503 with
 * `Retry-After` at once instead of a queue that grows without end.
 */
export const createHashingQueue = ({ running, waiting, retryAfterMs }: HashingQueueOptions) => {
  let active = 0;
  const queue: (() => void)[] = [];

  /** How many at the head of `queue` are `first` work (they keep their order among themselves). */
  let firstWaiting = 0;

  const release = () => {
    const next = queue.shift();
    if (firstWaiting > 0) firstWaiting -= 1;
    if (next) next();
    else active -= 1;
  };

  return {
    /**
     * Runs `work` when a slot is free; throws the 503 when the queue is full. `first` work (a
     * shopper signing in) waits ahead of the rest (new accounts' passwords), so a burst of
     * sign-ups does not keep the shop's shoppers out.
     */
    async run<T>(work: () => Promise<T>, { first = false } = {}): Promise<T> {
      if (active >= running) {
        if (queue.length >= waiting) {
          throw serviceUnavailable(SERVER_BUSY, 'server_busy', retryAfterMs);
        }
        // The slot passes straight from the finishing hash to this one (`active` stays the same).
        await new Promise<void>((resolve) => {
          if (first) queue.splice(firstWaiting++, 0, resolve);
          else queue.push(resolve);
        });
      } else {
        active += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
};

export type HashingQueue = ReturnType<typeof createHashingQueue>;
