import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results } from '@electric-sql/pglite';
import { cacheStatements } from '../pgliteStatementCache';
import { toWireError } from './workerErrors';
import type { Reply, Request, RequestMessage, WorkerStart } from './workerProtocol';
import { fromWireOptions, transferablesOf } from './workerValues';
import { workerTransactions } from './workerTransactions';

/**
 * The PGlite worker (started by ./startWorker.mjs): one PGlite database, with its statement
 * cache, answering ./pgliteWorkerClient.ts's requests (./workerProtocol.ts). Requests run as they
 * arrive; PGlite's own locks keep them in turn: a query outside a transaction waits for the open
 * one to end.
 */
const port = parentPort!;
const start = workerData as WorkerStart;

const opening = PGlite.create({
  dataDir: start.dataDir,
  loadDataDir: start.loadDataDir && new Blob([start.loadDataDir]),
  relaxedDurability: start.relaxedDurability,
}).then((pg) => {
  const cached = cacheStatements(pg);
  return { pg: cached, transactions: workerTransactions(cached) };
});

type Answer = { value: unknown; transfer?: ArrayBuffer[] };

const answer = async (
  { pg, transactions }: Awaited<typeof opening>,
  request: Request,
): Promise<Answer> => {
  switch (request.op) {
    case 'query': {
      const on = request.tx === undefined ? pg : transactions.get(request.tx);
      const result = await on.query(request.sql, request.params, fromWireOptions(request.options));
      return { value: result, transfer: transferablesOf([result as Results]) };
    }
    case 'exec': {
      const on = request.tx === undefined ? pg : transactions.get(request.tx);
      const results = await on.exec(request.sql, fromWireOptions(request.options));
      return { value: results, transfer: transferablesOf(results) };
    }
    case 'begin':
      return { value: await transactions.begin() };
    case 'end':
      return { value: await transactions.end(request.tx, request.commit) };
    case 'rollback':
      return { value: await transactions.get(request.tx).rollback() };
    case 'dump': {
      const tar = await (await pg.dumpDataDir(request.compression)).arrayBuffer();
      return { value: tar, transfer: [tar] };
    }
    case 'close':
      return { value: await pg.close() };
  }
};

const send = (reply: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

const fail = (id: number, error: unknown) => send({ id, ok: false, error: toWireError(error) });

opening.then(
  () => send({ id: 0, ok: true, value: null }),
  (error: unknown) => fail(0, error),
);

port.on('message', ({ id, ...request }: RequestMessage) => {
  opening
    .then((database) => answer(database, request))
    .then(
      ({ value, transfer }) => {
        try {
          send({ id, ok: true, value }, transfer);
        } catch (error) {
          fail(id, error); // a value that cannot be cloned
        }
      },
      (error: unknown) => fail(id, error),
    );
});
