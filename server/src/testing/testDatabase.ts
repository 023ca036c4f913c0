import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';
import { openThrowawayDatabase } from './postgresDatabases';
import './testDatabaseSource';

let pgliteTemplate: Blob | null = null;

/**
 * A fresh database, a copy of the seeded template: in memory on PGlite, or a database of its own
 * on the PostgreSQL server (the server-postgres project), dropped on `close()`.
 */
export const createTestDb = () => {
  const source = inject('testDatabase');
  if (source.kind === 'postgres') return openThrowawayDatabase(source.serverUrl, source.template);
  pgliteTemplate ??= new Blob([readFileSync(source.templatePath)]);
  return openDatabase({ kind: 'pglite', loadDataDir: pgliteTemplate });
};

/** A fresh database with the schema but no data, of the same kind as `createTestDb`'s. */
export const createEmptyTestDb = () => {
  const source = inject('testDatabase');
  return source.kind === 'postgres'
    ? openThrowawayDatabase(source.serverUrl)
    : openDatabase({ kind: 'pglite' });
};
