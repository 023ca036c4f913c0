import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedCatalogue } from '../seed/seedCatalogue';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplatePath: string;
  }
}

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
  project.provide('dbTemplatePath', path);
  return () => rmSync(path, { force: true });
}
