import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export type LogLine = Record<string, unknown>;

/** A port nobody listens on (the OS's pick, released at once). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A built SPA of one page, enough for a server that is only asked about its API. */
const tinyDist = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lookwright-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>App</title><div id="root"></div>');
  return dir;
};

/**
 * `server/src/index.ts` in a child process, as `npm run start:server` runs it (settings from
 * `env`; cheap password hashing, as under test). Its JSON log lines are collected.
 */
export const startServerProcess = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', DIST_DIR: tinyDist(), DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a signal can go to all its processes at once, as a terminal's
    // Ctrl-C or a supervisor's stop does.
    detached: true,
  });
  const logs: LogLine[] = [];
  let stderr = '';
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        // Not a log line.
      }
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  /** Resolves once `count` log lines match, or fails after `timeoutMs` showing what was logged. */
  const waitForLogs = async (
    match: (line: LogLine) => boolean,
    { count = 1, timeoutMs = 60_000 } = {},
  ) => {
    const deadline = Date.now() + timeoutMs;
    while (logs.filter(match).length < count) {
      if (Date.now() > deadline || child.exitCode !== null) {
        throw new Error(
          `Expected log lines did not come.\nstdout: ${JSON.stringify(logs)}\nstderr: ${stderr}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return logs.filter(match);
  };

  /** Sends `signal` to the whole process group (the primary and every worker). */
  const signalGroup = (signal: NodeJS.Signals) => process.kill(-child.pid!, signal);

  return { child, logs, exited, waitForLogs, signalGroup, stderr: () => stderr };
};
