// `npm run bench:server`: the reference server under load, as production runs it, side by side:
// PGlite with one process, and PostgreSQL with 1 and 2 workers where PostgreSQL is present.
// wrk puts 200 connections on each scenario for 30 s (BENCH_SECONDS, BENCH_CONNECTIONS, …: see
// scripts/bench/options.ts) and one table is printed. A benchmark, not a test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchConfigs } from './bench/configs';
import { makeFixtures } from './bench/fixtures';
import { readBenchOptions } from './bench/options';
import { BROWSER_HEADERS, SCENARIOS, scenarioLabel } from './bench/scenarios';
import { type ServerProcess, startServerProcess } from './bench/serverProcess';
import { formatTable, type Row } from './bench/table';
import { checkWrk, runWrk } from './bench/wrk';

const options = readBenchOptions();
if (!checkWrk()) process.exit(1);
if (!existsSync(join(options.distDir, 'index.html'))) {
  console.log('No built SPA: building it first (npm run build).');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const workDir = mkdtempSync(join(tmpdir(), 'lookwright-bench-'));
const { configs, note, stop: stopPostgres } = await benchConfigs(options, workDir);
const scenarios = SCENARIOS.filter(
  (scenario) => !options.scenarios || options.scenarios.includes(scenario.key),
);
let server: ServerProcess | null = null;
const progress = (text: string) => process.stderr.write(`${text}\n`);
/** Stops what runs; the work folder (server logs) is kept when something failed. */
const cleanUp = async (keepLogs = false) => {
  await server?.stop();
  stopPostgres();
  if (keepLogs) progress(`The servers' logs are in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

const rows: Row[] = [];
progress(
  `bench:server — ${options.connections} connections, ${options.seconds} s a scenario, ` +
    `wrk with ${options.threads} thread(s); ${configs.map((config) => config.name).join(' | ')}`,
);
try {
  for (const config of configs) {
    progress(`\n${config.name}: starting the server…`);
    server = await startServerProcess(await config.env(), join(workDir, `${config.key}.log`));
    const fixtures = await makeFixtures(server.origin, {
      distDir: options.distDir,
      userCount: options.users,
      workDir,
      label: config.key,
    });
    for (const scenario of scenarios) {
      const run = {
        url: `${server.origin}${scenario.path(fixtures)}`,
        threads: options.threads,
        headers: BROWSER_HEADERS,
        script: scenario.script?.(fixtures),
        workDir,
      };
      const label = scenarioLabel(scenario, fixtures);
      progress(`  ${label}: warming up ${options.warmupSeconds} s, then ${options.seconds} s`);
      await runWrk({
        ...run,
        seconds: options.warmupSeconds,
        connections: Math.max(1, Math.round(options.connections / 10)),
      });
      const result = await runWrk({
        ...run,
        seconds: options.seconds,
        connections: options.connections,
      });
      rows.push({
        config: config.name,
        scenario: label,
        targetP99Ms: scenario.targetP99Ms,
        result,
      });
    }
    await server.stop();
    server = null;
  }
} catch (error) {
  progress(`\nbench:server failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await cleanUp(process.exitCode === 1);
}

if (rows.length) {
  console.log(
    `\n${options.connections} connections, ${options.seconds} s a scenario, server and wrk on this machine` +
      ` (${cpus().length} cores)\n`,
  );
  console.log(formatTable(rows));
  if (rows.some((row) => row.scenario.includes('favourite*'))) {
    console.log(
      '\n* The server has no add-to-cart endpoint yet: the mix adds a favourite instead.',
    );
  }
}
if (note) console.log(`\n${note}`);
