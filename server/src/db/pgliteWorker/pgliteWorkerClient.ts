import { AsyncLocalStorage } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { fromWireError } from './workerErrors';
import type { Reply, Request, WorkerStart } from './workerProtocol';
import { parseText, toWireOptions } from './workerValues';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** What drizzle-orm/pglite's session calls on a transaction (PGlite's `Transaction`, in part). */
export type WorkerTransaction = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (sql: string, options?: QueryOptions) => Promise<Results[]>;
  rollback: () => Promise<void>;
  readonly closed: boolean;
};

/**
 * PGlite in a worker thread (./pgliteWorker.ts), seen from the server's thread: what
 * drizzle-orm/pglite's session and migrator call on a PGlite client (`query` with its options,
 * `exec`, `transaction`), plus `dumpDataDir` and `close`. The queries' work (planning, running,
 * parsing the rows) happens in the worker, so the HTTP loop stays free while they run.
 *
 * A transaction's callback runs here and its queries go to that transaction in the worker;
 * other queries wait for it to end, as with PGlite in this thread. So a query on the client from
 * inside a transaction's callback (`db` where `tx` was meant) would wait for itself: it fails at
 * once instead, saying so.
 */
export class PgliteWorkerClient {
  readonly worker: Worker;
  /** Settles when the database is open (its first reply). */
  readonly waitReady: Promise<void>;
  #pending = new Map<number, Pending>();
  #sent = 0;
  #stopped: Error | null = null;
  #closing: Promise<void> | undefined;
  /** The transaction whose callback this code runs in, while it is open. */
  #inside = new AsyncLocalStorage<{ open: boolean }>();

  constructor(worker: Worker) {
    this.worker = worker;
    this.waitReady = new Promise<unknown>((resolve, reject) => {
      this.#pending.set(0, { resolve, reject });
    }).then(() => undefined);
    worker.on('message', (reply: Reply) => this.#settle(reply));
    worker.on('error', (error) =>
      this.#stop(new Error(`The PGlite worker stopped: ${error.message}`, { cause: error })),
    );
    worker.on('messageerror', (error) => {
      this.#stop(new Error(`The PGlite worker stopped: ${error.message}`, { cause: error }));
      void worker.terminate();
    });
    worker.on('exit', (code) => this.#stop(new Error(`The PGlite worker stopped (exit ${code})`)));
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions) {
    this.#refuseInsideTransaction();
    return this.#query<T>(undefined, sql, params, options);
  }

  async exec(sql: string, options?: QueryOptions) {
    this.#refuseInsideTransaction();
    return this.#exec(undefined, sql, options);
  }

  /** Commits when `callback` resolves; rolls back and rejects with its error when it throws. */
  async transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    this.#refuseInsideTransaction();
    const id = (await this.#send({ op: 'begin' })) as number;
    let closed = false;
    const tx: WorkerTransaction = {
      query: (sql, params = [], options) => this.#query(id, sql, params, options),
      exec: (sql, options) => this.#exec(id, sql, options),
      rollback: async () => {
        await this.#send({ op: 'rollback', tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    const inside = { open: true };
    let result: T;
    try {
      result = await this.#inside.run(inside, () => callback(tx));
    } catch (error) {
      inside.open = false;
      closed = true;
      await this.#send({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw error;
    }
    inside.open = false;
    closed = true;
    await this.#send({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** The data directory as a tar (see PGlite's `dumpDataDir`). */
  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto') {
    return new Blob([(await this.#send({ op: 'dump', compression })) as ArrayBuffer]);
  }

  /** Closes the database (after any open transaction) and ends the worker; once. */
  close() {
    this.#closing ??= this.#stopped
      ? Promise.resolve()
      : this.#send({ op: 'close' }).then(async () => {
          this.#stop(new Error('The database is closed'));
          await this.worker.terminate();
        });
    return this.#closing;
  }

  #refuseInsideTransaction() {
    if (this.#inside.getStore()?.open)
      throw new Error(
        'A query on the database inside its own transaction would wait for that transaction: ' +
          'use the transaction (tx) instead.',
      );
  }

  async #query<T>(tx: number | undefined, sql: string, params: unknown[], options?: QueryOptions) {
    const wire = toWireOptions(options);
    const result = await this.#send({ op: 'query', sql, params, options: wire, tx });
    return parseText(result as Results<T>, options);
  }

  async #exec(tx: number | undefined, sql: string, options?: QueryOptions) {
    const results = await this.#send({ op: 'exec', sql, options: toWireOptions(options), tx });
    return (results as Results[]).map((result) => parseText(result, options));
  }

  #send(request: Request) {
    if (this.#stopped) return Promise.reject(new Error(this.#stopped.message));
    const id = (this.#sent += 1);
    return new Promise<unknown>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      // Keeps the process alive while it waits for an answer, and only then.
      if (this.#pending.size === 1) this.worker.ref();
      try {
        this.worker.postMessage({ id, ...request });
      } catch (error) {
        this.#pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  #settle(reply: Reply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(fromWireError(reply.error));
  }

  #stop(reason: Error) {
    this.#stopped ??= reason;
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
    this.worker.unref();
  }
}

export type PgliteWorkerOptions = {
  dataDir?: string;
  /** A data directory to start from (a `dumpDataDir`); the Blob is copied, not used up. */
  loadDataDir?: Blob;
  /** Else on for an in-memory database, off for one in `dataDir`. */
  relaxedDurability?: boolean;
};

/** Starts a PGlite worker and waits until its database is open. */
export const startPgliteWorker = async (options: PgliteWorkerOptions) => {
  const loadDataDir = await options.loadDataDir?.arrayBuffer();
  const workerData: WorkerStart = {
    dataDir: options.dataDir,
    loadDataDir,
    relaxedDurability: options.relaxedDurability ?? !options.dataDir,
  };
  const worker = new Worker(new URL('./startWorker.mjs', import.meta.url), {
    workerData,
    transferList: loadDataDir ? [loadDataDir] : [],
  });
  const client = new PgliteWorkerClient(worker);
  try {
    await client.waitReady;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return client;
};
