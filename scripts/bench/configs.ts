import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchOptions } from './options';
import { findPostgresBin, type PostgresCluster, startPostgresCluster } from './postgresCluster';

/** One way to run the server: a name and the environment it starts with. */
export type BenchConfig = { key: string; name: string; env: () => Promise<Record<string, string>> };

/**
 * PGlite with one process always; PostgreSQL with 1 and 2 workers where there is one: the
 * BENCH_DATABASE_URL given, or a throwaway cluster started here (each config gets a fresh
 * database of its own on it). Answers the configs, a note on what was left out, and `stop`.
 */
export const benchConfigs = async (options: BenchOptions, workDir: string) => {
  const configs: BenchConfig[] = [
    {
      key: 'pglite',
      name: 'PGlite, 1 process',
      env: () => Promise.resolve({ DATA_DIR: mkdtempSync(join(workDir, 'pglite-')) }),
    },
  ];
  let cluster: PostgresCluster | null = null;
  let note = '';
  const wanted = (key: string) => !options.configs || options.configs.includes(key);
  const wantsPostgres = wanted('postgres-1') || wanted('postgres-2');

  const bin = options.databaseUrl || !wantsPostgres ? null : findPostgresBin();
  if (!options.databaseUrl && wantsPostgres && !bin) {
    note = 'PostgreSQL rows skipped: no BENCH_DATABASE_URL and no PostgreSQL binaries found.';
  }
  if (bin) cluster = await startPostgresCluster(bin);
  const databaseFor = async (key: string) =>
    options.databaseUrl ?? (await cluster!.createDatabase(`bench_${key.replace('-', '_')}`));

  if (options.databaseUrl || cluster) {
    for (const workers of [1, 2]) {
      const key = `postgres-${workers}`;
      configs.push({
        key,
        name: `PostgreSQL, WORKERS=${workers}`,
        env: async () => ({ DATABASE_URL: await databaseFor(key), WORKERS: String(workers) }),
      });
    }
  }
  return {
    configs: configs.filter((config) => wanted(config.key)),
    note,
    stop: () => cluster?.stop(),
  };
};
