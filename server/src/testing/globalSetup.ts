import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedCatalogue } from '../seed/seedCatalogue';
import './testDatabaseSource';

/**
 * Creating a PGlite database takes seconds; cloning one takes a fraction. Build one migrated,
 * seeded template per test run; every test database is a fresh in-memory copy of it.
 */
export default async function setup(project: TestProject) {
  const path = join(tmpdir(), `lookwright-db-template-${process.pid}.tar`);
  const database = await openDatabase({ kind: 'pglite' });
  await seedCatalogue(database.db);
  const dump = await database.dump?.();
  if (!dump) throw new Error('PGlite did not produce a dump');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', templatePath: path });
  return () => {
    rmSync(path, { force: true });
    // vite.config.ts adds the server-postgres project only when TEST_DATABASE_URL is set.
    if (!process.env.TEST_DATABASE_URL?.trim())
      console.log(
        'Server tests ran on PGlite only: the PostgreSQL pass was skipped because ' +
          'TEST_DATABASE_URL is not set (CI sets it; `npm run test:server:postgres` runs it).',
      );
  };
}
