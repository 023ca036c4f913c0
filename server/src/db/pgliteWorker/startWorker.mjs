// The PGlite worker's entry: it registers tsx in the worker's thread, then runs the TypeScript
// worker. The same under `tsx` (npm start, db:reset: the thread may inherit tsx's loader, and a
// second registration is harmless) and under Vitest, whose own transform does not reach worker
// threads.
import { register } from 'tsx/esm/api';

register();
await import('./pgliteWorker.ts');
