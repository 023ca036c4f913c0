/**
 * Where a server test's databases come from, handed from a project's global setup to its test
 * workers (vitest `provide`/`inject`): copies of a seeded PGlite snapshot on disk, or of a seeded
 * template database on a PostgreSQL server.
 */
export type TestDatabaseSource =
  | { kind: 'pglite'; templatePath: string }
  | { kind: 'postgres'; serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}
