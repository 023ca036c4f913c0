// `npm run bench:server`: hot reads of the reference server under concurrent load on loopback.
// Prints median and p99 latency and requests per second per scenario. A benchmark, not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readServerConfig } from '../server/src/env';
import { startServer } from '../server/src/server';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);

const dataDir = mkdtempSync(join(tmpdir(), 'lookwright-bench-'));
const config = {
  ...readServerConfig({ ...process.env, NODE_ENV: 'production' }),
  port: 0,
  dataDir,
};
const server = await startServer(config, () => undefined);
const base = `http://localhost:${server.port}/gateway`;

const list = (await (await fetch(`${base}/proxy/stylist/readAll?count=40`)).json()) as {
  items: { uuid: string }[];
};
const ids = list.items.map((stylist) => stylist.uuid);
const anyId = () => ids[Math.floor(Math.random() * ids.length)] ?? '';

const scenarios: [string, () => string][] = [
  ['stylist list (readAll, 15)', () => `${base}/proxy/stylist/readAll?count=15&user_gender=female`],
  ['stylist profile (read)', () => `${base}/proxy/stylist/${anyId()}/read`],
  ['stylist reviews (5 a page)', () => `${base}/proxy/stylist/${anyId()}/reviews?from=0&count=5`],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

const rows: string[][] = [];
for (const [name, url] of scenarios) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(url());
      await response.arrayBuffer();
      if (!response.ok) errors += 1;
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  rows.push([
    name,
    String(latencies.length),
    (latencies.length / elapsed).toFixed(0),
    percentile(latencies, 0.5).toFixed(1),
    percentile(latencies, 0.99).toFixed(1),
    String(errors),
  ]);
}

const header = ['scenario', 'requests', 'req/s', 'median ms', 'p99 ms', 'errors'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]) =>
  cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
console.log(`\n${concurrency} concurrent clients, ${seconds} s a scenario, PGlite on loopback\n`);
console.log(line(header));
for (const row of rows) console.log(line(row));

await server.close();
rmSync(dataDir, { recursive: true, force: true });
