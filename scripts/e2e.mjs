// `npm run test:e2e`: builds the SPA (unless E2E_SKIP_BUILD=1), starts the reference server on a
// free port, runs the Playwright journeys, and stops the server. With TEST_DATABASE_URL (CI starts a
// throwaway PostgreSQL) the server runs on a fresh database there with two workers (WORKERS=2), as
// a shop beyond one process would; otherwise on PGlite in a fresh DATA_DIR.
import {
  buildUnlessSkipped,
  chromePath,
  createPostgresDatabase,
  run,
  startReferenceServer,
} from './referenceServer.mjs';

chromePath();
if (!buildUnlessSkipped('E2E_SKIP_BUILD')) process.exit(1);

const postgresServer = process.env.TEST_DATABASE_URL || null;
let status = 1;
let server;
let database;
try {
  database = postgresServer
    ? await createPostgresDatabase(postgresServer, 'lookwright_e2e_')
    : null;
  console.log(
    database
      ? 'Journeys against the reference server on PostgreSQL with 2 workers'
      : 'Journeys against the reference server on PGlite (one process)',
  );
  server = await startReferenceServer({
    prefix: 'lookwright-e2e-',
    databaseUrl: database?.url ?? null,
    workers: database ? 2 : 1,
    // The simulated stylist answers quickly, but still later, as a person would. The journeys
    // read reset links and gift codes from the development outbox (loopback only), and sign
    // every shopper up from this one address.
    env: { STYLIST_DELAY_MS: '300', DEV_OUTBOX: 'true', SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000' },
  });
  status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    E2E_BASE_URL: server.baseUrl,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await server?.stop();
  await database?.drop().catch(() => undefined);
}
if (status !== 0 && process.env.E2E_SERVER_LOG === '1') console.log(server?.log.join(''));
process.exit(status);
