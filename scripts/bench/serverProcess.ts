import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { freePort } from './freePort';

export type ServerProcess = { origin: string; logFile: string; stop: () => Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Signals the server's whole process group (tsx, node and any workers). */
const signal = (child: ChildProcess, name: NodeJS.Signals) => {
  try {
    if (child.pid) process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
};

/**
 * Starts the reference server as production runs it (`tsx server/src/index.ts`,
 * NODE_ENV=production) on a free port with `env` added (DATA_DIR or DATABASE_URL, WORKERS), its
 * log lines going to `logFile`, and waits until it answers (first start seeds the catalogue).
 */
export const startServerProcess = async (
  env: Record<string, string>,
  logFile: string,
): Promise<ServerProcess> => {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const child = spawn('node_modules/.bin/tsx', ['server/src/index.ts'], {
    // Production requires PUBLIC_URL and a way to take payments (server/src/config/configProblems.ts):
    // the local stand-in here. No .env: only these settings.
    env: {
      ...process.env,
      PUBLIC_URL: `http://localhost:${port}`,
      LOCAL_PAYMENTS: 'true',
      ENV_FILES: 'false',
      // The fixtures sign every bench shopper up from this one address.
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000',
      ...env,
      PORT: String(port),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  const origin = `http://127.0.0.1:${port}`;

  const stop = async () => {
    signal(child, 'SIGTERM');
    const forced = setTimeout(() => signal(child, 'SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(forced);
  };

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start; see ${logFile}`);
    try {
      const response = await fetch(`${origin}/gateway/proxy/stylist/all/names`);
      await response.arrayBuffer();
      if (response.ok) return { origin, logFile, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The server did not answer within 3 minutes; see ${logFile}`);
};
