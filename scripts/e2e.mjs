// `npm run test:e2e`: builds the SPA (unless E2E_SKIP_BUILD=1), starts the reference server on a
// free port with a fresh DATA_DIR, runs the Playwright journeys, and stops the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `No Chromium at ${chrome}. Install Debian's: apt-get install -y chromium (or set CHROME_PATH).`,
  );
  process.exit(1);
}

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
};

if (process.env.E2E_SKIP_BUILD !== '1' && run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0)
  process.exit(1);

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'stylebook-e2e-'));
const baseUrl = `http://localhost:${port}`;

// Its own process group, so stopping it stops tsx's child too.
const server = spawn('node_modules/.bin/tsx', ['server/src/index.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    PUBLIC_URL: baseUrl,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
const serverLog = [];
server.stdout.on('data', (chunk) => serverLog.push(chunk.toString()));

const stop = () =>
  new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', resolve);
    const signalGroup = (signal) => {
      try {
        process.kill(-server.pid, signal);
      } catch {
        // already gone
      }
    };
    signalGroup('SIGTERM');
    setTimeout(() => signalGroup('SIGKILL'), 10_000).unref();
  });

let status = 1;
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('The server exited during start-up');
    try {
      if ((await fetch(`${baseUrl}/app/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], { E2E_BASE_URL: baseUrl });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(serverLog.join('').split('\n').slice(-40).join('\n'));
} finally {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (status !== 0 && process.env.E2E_SERVER_LOG === '1') console.log(serverLog.join(''));
process.exit(status);
