// `npm run test:e2e`: builds the SPA (unless E2E_SKIP_BUILD=1), starts the reference server on a
// free port with a fresh DATA_DIR, runs the Playwright journeys, and stops the server.
import { buildUnlessSkipped, chromePath, run, startReferenceServer } from './referenceServer.mjs';

chromePath();
if (!buildUnlessSkipped('E2E_SKIP_BUILD')) process.exit(1);

let status = 1;
let server;
try {
  server = await startReferenceServer({ prefix: 'lookwright-e2e-' });
  status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    E2E_BASE_URL: server.baseUrl,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await server?.stop();
}
if (status !== 0 && process.env.E2E_SERVER_LOG === '1') console.log(server?.log.join(''));
process.exit(status);
