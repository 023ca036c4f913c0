// `npm run test:e2e`: builds the SPA (unless E2E_SKIP_BUILD=1), starts the reference server on a
// free port, runs the Playwright journeys, and stops the server. With TEST_DATABASE_URL (CI starts a
// throwaway PostgreSQL) the server runs on a fresh database there with two workers (WORKERS=2), as
// a shop beyond one process would, with its pictures in one S3 bucket that both share (an
// S3-compatible server started here on loopback); otherwise on PGlite in a fresh DATA_DIR with
// the local picture folder. E2E_S3=1 (or 0) puts the pictures in a bucket (or the folder) either way.
import {
  buildUnlessSkipped,
  chromePath,
  createPostgresDatabase,
  runWhileServing,
  startReferenceServer,
} from './referenceServer.mjs';
import { startS3Bucket } from './s3Bucket.mjs';

chromePath();
if (!buildUnlessSkipped('E2E_SKIP_BUILD')) process.exit(1);

const postgresServer = process.env.TEST_DATABASE_URL || null;
let status = 1;
let server;
let database;
let bucket;
try {
  database = postgresServer
    ? await createPostgresDatabase(postgresServer, 'lookwright_e2e_')
    : null;
  bucket = (process.env.E2E_S3 ?? (database ? '1' : '0')) === '1' ? await startS3Bucket() : null;
  console.log(
    `Journeys against the reference server on ${
      database ? 'PostgreSQL with 2 workers' : 'PGlite (one process)'
    }, pictures in ${bucket ? 'an S3 bucket' : 'the local folder'}`,
  );
  server = await startReferenceServer({
    prefix: 'lookwright-e2e-',
    databaseUrl: database?.url ?? null,
    workers: database ? 2 : 1,
    // The simulated stylist answers quickly, but still later, as a person would. The journeys
    // read reset links and gift codes from the development outbox (loopback only), and sign
    // every shopper up from this one address.
    env: {
      STYLIST_DELAY_MS: '300',
      DEV_OUTBOX: 'true',
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000',
      ...bucket?.env,
    },
  });
  status = await runWhileServing('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    E2E_BASE_URL: server.baseUrl,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await server?.stop();
  await database?.drop().catch(() => undefined);
  await bucket?.close().catch(() => undefined);
}
if (status !== 0 && process.env.E2E_SERVER_LOG === '1') console.log(server?.log.join(''));
process.exit(status);
