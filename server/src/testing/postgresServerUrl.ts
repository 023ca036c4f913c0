import { inject } from 'vitest';
import './testDatabaseSource';

/**
 * The PostgreSQL server of the server-postgres pass (TEST_DATABASE_URL), for the tests that need
 * one whatever pass they are in (several server processes, LISTEN/NOTIFY). They run once, in that
 * pass; elsewhere this answers null after saying why they are skipped, so no skip is silent.
 */
export const postgresServerUrl = (tests: string) => {
  const source = inject('testDatabase');
  if (source.kind === 'postgres') return source.serverUrl;
  console.info(
    process.env.TEST_DATABASE_URL?.trim()
      ? `Skipped in this pass: ${tests}. They run in the server-postgres pass.`
      : `Skipped: ${tests}. They need a PostgreSQL server: set TEST_DATABASE_URL ` +
          '(e.g. postgres://postgres@127.0.0.1:5432/postgres); CI does.',
  );
  return null;
};
