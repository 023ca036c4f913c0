import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedCatalogue } from '../seed/seedCatalogue';
import { createDatabase, databaseUrl, dropDatabase } from './postgresDatabases';
import './testDatabaseSource';

/**
 * The server tests' PostgreSQL pass (TEST_DATABASE_URL: a server where we may create databases).
 * One migrated, seeded template database per run; every test database is a `CREATE DATABASE …
 * TEMPLATE` copy of it, dropped when the test closes it. The template goes at the end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!serverUrl) throw new Error('The server-postgres project needs TEST_DATABASE_URL');
  const template = `lookwright_template_${randomBytes(6).toString('hex')}`;
  await createDatabase(serverUrl, template);
  try {
    const database = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(serverUrl, template),
    });
    try {
      await seedCatalogue(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    await dropDatabase(serverUrl, template);
    throw error;
  }
  project.provide('testDatabase', { kind: 'postgres', serverUrl, template });
  return () => dropDatabase(serverUrl, template);
}
