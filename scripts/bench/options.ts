const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean) ?? null;

/** `npm run bench:server`'s settings, from the environment. */
export const readBenchOptions = (env = process.env) => ({
  /** How long each scenario's measured load lasts. */
  seconds: positive(env.BENCH_SECONDS, 30),
  /** Open connections during the load. */
  connections: positive(env.BENCH_CONNECTIONS, 200),
  /** wrk's threads: one leaves the other core to the server on a 2-core machine. */
  threads: positive(env.BENCH_THREADS, 1),
  /** An unmeasured run before each scenario, at a tenth of the connections. */
  warmupSeconds: positive(env.BENCH_WARMUP_SECONDS, 3),
  /** Shoppers signed up for the signed-in mix. */
  users: positive(env.BENCH_USERS, 20),
  /** A PostgreSQL to use instead of a throwaway cluster. */
  databaseUrl: env.BENCH_DATABASE_URL?.trim() || null,
  /** Only these configs (pglite, postgres-1, postgres-2) and scenarios (list, profile, …). */
  configs: list(env.BENCH_CONFIGS),
  scenarios: list(env.BENCH_SCENARIOS),
  distDir: env.DIST_DIR ?? 'dist',
});

export type BenchOptions = ReturnType<typeof readBenchOptions>;
