import cluster from 'node:cluster';
import { configProblems } from './config/configProblems';
import { configSummary } from './config/configSummary';
import { loadEnvironment, serverEnvMode } from './config/envFiles';
import { readServerConfig } from './env';

// The same .env files the build reads (vite.config.ts), with the process environment above them;
// from ENV_DIR when the settings live elsewhere (e.g. /etc/lookwright), else this folder.
const mode = serverEnvMode(process.env);
const root = process.env.ENV_DIR?.trim() || process.cwd();
const { env, files } = mode
  ? loadEnvironment({ root, mode, processEnv: process.env })
  : { env: process.env, files: [] };
const config = readServerConfig(env);

if (cluster.isPrimary) {
  const problems = configProblems(env, config);
  if (problems.length) {
    console.error(
      `The server cannot start with these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  // On stderr: stdout carries the JSON log lines.
  if (process.env.NODE_ENV !== 'test') console.error(configSummary(config, files));
}

// One process, or (WORKERS=N) a primary that forks N workers, each running the server.
if (config.workers > 1 && cluster.isPrimary) {
  const { runPrimary } = await import('./workers/runPrimary');
  await runPrimary(config);
} else {
  const { runServerProcess } = await import('./workers/runServerProcess');
  await runServerProcess(config);
}
