// The PGlite worker's entry. Its modules are TypeScript, imported without extensions as the
// server writes them: Node strips their types (Node 22.18 and later) and this resolve hook, run
// in the worker's own thread, adds the `.ts`. No loader thread to start, so under Vitest a worker
// is up in a fraction of the time tsx's takes. Under `tsx` (npm start, db:reset) the worker
// inherits tsx's loader as well, which resolves and loads the same files.
import { registerHooks } from 'node:module';

const relativeWithoutExtension = /^\.\.?\/(?:[^/]+\/)*[^./]+$/;

registerHooks({
  resolve: (specifier, context, nextResolve) =>
    context.parentURL?.endsWith('.ts') && relativeWithoutExtension.test(specifier)
      ? nextResolve(`${specifier}.ts`, context)
      : nextResolve(specifier, context),
});
// A Node that does not strip types (turned off by a flag): tsx's loader instead.
if (!process.features.typescript) (await import('tsx/esm/api')).register();

await import('./pgliteWorker.ts');
