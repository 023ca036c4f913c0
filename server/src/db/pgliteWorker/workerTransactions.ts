import type { PGlite, Transaction } from '@electric-sql/pglite';

type Open = { tx?: Transaction; end: (commit: boolean) => void; done: Promise<void> };

/** Thrown into PGlite's transaction callback so that PGlite rolls back; never reaches a caller. */
const ROLLBACK = new Error('Rolled back by its caller');

/**
 * In the worker: transactions whose callback runs in the server's thread. `begin` enters
 * PGlite's own `transaction` (which holds PGlite's lock: other queries wait) and keeps its
 * callback waiting until `end`; the transaction's queries meanwhile go to its `tx` by number.
 */
export const workerTransactions = (pg: PGlite) => {
  const open = new Map<number, Open>();
  let made = 0;

  const begin = () =>
    new Promise<number>((began, failed) => {
      const id = (made += 1);
      let end!: (commit: boolean) => void;
      const ended = new Promise<boolean>((resolve) => (end = resolve));
      const entry: Open = { end, done: Promise.resolve() };
      open.set(id, entry);
      entry.done = pg.transaction(async (tx) => {
        entry.tx = tx;
        began(id);
        if (!(await ended)) throw ROLLBACK;
      });
      // BEGIN failed (no callback ran): the caller hears why. Later failures reach `end`.
      entry.done.catch((error: unknown) => {
        if (!entry.tx) open.delete(id);
        failed(error instanceof Error ? error : new Error(String(error)));
      });
    });

  /** The open transaction `id`'s `tx`, else PGlite's error for a closed transaction. */
  const get = (id: number) => {
    const tx = open.get(id)?.tx;
    if (!tx) throw new Error('Transaction is closed');
    return tx;
  };

  /** Commits (unless rolled back already) or rolls back; rejects as PGlite's COMMIT would. */
  const end = async (id: number, commit: boolean) => {
    const entry = open.get(id);
    if (!entry?.tx) throw new Error('Transaction is closed');
    open.delete(id);
    entry.end(commit);
    try {
      await entry.done;
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return null;
  };

  return { begin, get, end };
};
