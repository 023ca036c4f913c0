import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What one wrk run measured (latencies in milliseconds). */
export type WrkResult = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connect, read and write errors. */
  socketErrors: number;
  /** Answers with an HTTP status of 400 or more. */
  httpErrors: number;
  timeouts: number;
};

export type WrkRun = {
  url: string;
  seconds: number;
  connections: number;
  threads: number;
  headers: Record<string, string>;
  /** A Lua script of its own (with a `request()`), and its arguments. */
  script?: { file: string; args: string[] };
  /** Where the combined script is written. */
  workDir: string;
};

const lua = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./lua/${name}`, import.meta.url)), 'utf8');

/** Whether wrk is installed; if not, says how to install it. */
export const checkWrk = () => {
  if (spawnSync('wrk', ['--version']).error === undefined) return true;
  console.error(
    'bench:server needs wrk, the HTTP load generator:\n' +
      '  Debian/Ubuntu: sudo apt-get install wrk\n' +
      '  macOS:         brew install wrk\n',
  );
  return false;
};

/** The summary line the report script prints. */
const parse = (output: string): WrkResult => {
  const line = output.split('\n').find((text) => text.startsWith('BENCH_RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const raw = JSON.parse(line.slice('BENCH_RESULT '.length)) as Record<string, number>;
  const value = (key: string) => raw[key] ?? 0;
  return {
    requests: value('requests'),
    requestsPerSecond: value('requests') / (value('durationUs') / 1e6 || 1),
    p50Ms: value('p50Us') / 1000,
    p99Ms: value('p99Us') / 1000,
    maxMs: value('maxUs') / 1000,
    socketErrors: value('connect') + value('read') + value('write'),
    httpErrors: value('status'),
    timeouts: value('timeout'),
  };
};

/** Runs wrk for `seconds` (it stops by itself) and answers what it measured. */
export const runWrk = (run: WrkRun) =>
  new Promise<WrkResult>((resolve, reject) => {
    const script = `${run.workDir}/wrk-${process.pid}-${Date.now()}.lua`;
    writeFileSync(
      script,
      (run.script ? readFileSync(run.script.file, 'utf8') : '') + lua('report.lua'),
    );
    const args = [
      `--threads=${Math.min(run.threads, run.connections)}`,
      `--connections=${run.connections}`,
      `--duration=${run.seconds}s`,
      '--timeout=2s',
      '--latency',
      `--script=${script}`,
      ...Object.entries(run.headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
      run.url,
      ...(run.script ? ['--', ...run.script.args] : []),
    ];
    const wrk = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    wrk.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    wrk.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    wrk.on('error', reject);
    wrk.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${output}`));
      try {
        resolve(parse(output));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });

/** The path of one of the Lua scripts beside this file. */
export const luaScript = (name: string) => fileURLToPath(new URL(`./lua/${name}`, import.meta.url));
