import cluster from 'node:cluster';
import { configProblem, readServerConfig } from './env';

const config = readServerConfig();
const problem = configProblem(config);
if (problem) {
  console.error(problem);
  process.exit(1);
}

// One process, or (WORKERS=N) a primary that forks N workers, each running the server.
if (config.workers > 1 && cluster.isPrimary) {
  const { runPrimary } = await import('./workers/runPrimary');
  await runPrimary(config);
} else {
  const { runServerProcess } = await import('./workers/runServerProcess');
  await runServerProcess(config);
}
