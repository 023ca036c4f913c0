// Starts the reference server (server/src/index.ts) on a free port with a fresh DATA_DIR, for the
// end-to-end journeys and the page benchmark. `stop()` ends its whole process group (tsx and its
// child) and removes the data directory.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const chromePath = () => {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) {
    console.error(
      `No Chromium at ${chrome}. Install Debian's: apt-get install -y chromium (or set CHROME_PATH).`,
    );
    process.exit(1);
  }
  return chrome;
};

export const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
};

/**
 * `run` that leaves this process's event loop free while the command runs: what this process
 * serves (the reference server's log, an in-process S3 bucket) keeps answering. → exit status.
 */
export const runWhileServing = (command, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });

export const buildUnlessSkipped = (skipVariable) => {
  if (process.env[skipVariable] === '1') return true;
  return (
    run('npx', ['vite', 'build', '--logLevel', 'warn']) === 0 &&
    run('node', ['scripts/prerender.mjs']) === 0
  );
};

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * `databaseUrl`: run on that PostgreSQL database instead of PGlite (then `workers` processes may
 * share it, `WORKERS=N`).
 */
export const startReferenceServer = async ({
  nodeEnv = 'development',
  prefix = 'lookwright-',
  databaseUrl = null,
  workers = 1,
  env = {},
} = {}) => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const baseUrl = `http://localhost:${port}`;
  const log = [];
  // Its own process group, so stopping it stops tsx's child too.
  const launch = () => {
    const child = spawn('node_modules/.bin/tsx', ['server/src/index.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: nodeEnv,
        // Only what it is given here: never the developer's .env (its Stripe or Twilio keys).
        ENV_FILES: 'false',
        // The production profile takes real payments; these runs use the local stand-in.
        LOCAL_PAYMENTS: 'true',
        PUBLIC_URL: baseUrl,
        DATABASE_URL: databaseUrl ?? '',
        WORKERS: String(workers),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    child.stdout.on('data', (chunk) => log.push(chunk.toString()));
    return child;
  };
  let server = launch();

  /**
   * Ends the process group (SIGTERM, then SIGKILL after 10 s) and waits for it. The group is the
   * one running now: `restart` starts a new server while the old one's SIGKILL timer could still
   * be pending, so the timer holds the old pid and is cleared once the old server has exited.
   */
  const end = () =>
    new Promise((resolve) => {
      const child = server;
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const signalGroup = (signal) => {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // already gone
        }
      };
      const kill = setTimeout(() => signalGroup('SIGKILL'), 10_000);
      kill.unref();
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      signalGroup('SIGTERM');
    });

  const stop = async () => {
    await end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const ready = async () => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) {
        console.error(log.join('').split('\n').slice(-40).join('\n'));
        throw new Error('The server exited during start-up');
      }
      try {
        if ((await fetch(`${baseUrl}/app/`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        await stop();
        throw new Error('The server did not start within 2 minutes');
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  /** Stops the server as a deploy would (SIGTERM) and starts it again on the same port and data. */
  const restart = async () => {
    await end();
    server = launch();
    await ready();
  };

  await ready();
  return { baseUrl, port, log, stop, restart };
};

/**
 * A fresh, empty database on the PostgreSQL server at `serverUrl` (the server migrates and seeds
 * it on start). Returns its URL and `drop()`.
 */
export const createPostgresDatabase = async (serverUrl, prefix = 'lookwright_') => {
  const { default: pg } = await import('pg');
  const name = `${prefix}${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: url.href, drop };
};
