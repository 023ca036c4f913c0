// Prints the initial JavaScript of /app/ — the entry chunk, the landing page's lazy chunk, and
// everything they import statically, gzipped — and fails above the budget in ARCHITECTURE.md
// (135 KiB gzip). Also prints the below-the-fold code that arrives after the first screen.
// When the landing page moves, change LANDING_PAGE_MODULE.
// Also the Sentry SDK's lazy chunk (src/services/sentrySdk.ts, loaded only when VITE_SENTRY_DSN is
// set, but built every time) with what it imports beyond the initial JavaScript: it fails above
// 60 KB gzip. Session Replay's chunk, loaded only when VITE_SENTRY_REPLAY is on, is printed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.DIST_DIR ?? 'dist';
const budgetKb = 135;
const LANDING_PAGE_MODULE = 'src/features/marketing/landing/LandingPage.tsx';
const sentryBudgetKb = 60;
const SENTRY_MODULE = 'src/services/sentrySdk.ts';
const SENTRY_REPLAY_MODULE = 'src/services/sentryReplay.ts';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);

const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) visit(imported);
};
visit(entries[0][0]);
if (!manifest[LANDING_PAGE_MODULE]) throw new Error(`${LANDING_PAGE_MODULE} is not a chunk`);
visit(LANDING_PAGE_MODULE);

const sizeOf = (key) => {
  const file = manifest[key].file;
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const rows = [...seen].map(sizeOf).sort((a, b) => b.gzip - a.gzip);

// The landing page's below-the-fold code (src/ui/deferredSection.tsx): its markup is in the
// prerendered page from the start; its code arrives after the first screen's. Printed, not
// budgeted: the budget is what the first screen waits for.
const initial = new Set(seen);
for (const key of manifest[LANDING_PAGE_MODULE].dynamicImports ?? []) visit(key);
const deferred = [...seen].filter((key) => !initial.has(key)).map(sizeOf);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (list) => list.reduce((total, row) => total + row.gzip, 0);
const total = sum(rows);
console.log('Initial JavaScript of /app/ — entry and landing page (gzip):');
for (const row of rows)
  console.log(`  ${kb(row.gzip).padStart(7)} KB  ${row.file} (${kb(row.raw)} KB raw)`);
console.log(`  ${kb(total).padStart(7)} KB  total; budget ${budgetKb} KB`);
console.log(
  `Below the fold, after the first screen: ${kb(sum(deferred))} KB in ${deferred.length} chunks ` +
    `(whole page ${kb(total + sum(deferred))} KB)`,
);

/** The chunks `key` adds to what is loaded already (static imports, transitively). */
const addedBy = (key, loaded) => {
  const added = new Set();
  const add = (next) => {
    if (loaded.has(next) || added.has(next)) return;
    added.add(next);
    for (const imported of manifest[next]?.imports ?? []) add(imported);
  };
  add(key);
  return [...added].map(sizeOf);
};
for (const key of [SENTRY_MODULE, SENTRY_REPLAY_MODULE]) {
  if (!manifest[key]) throw new Error(`${key} is not a chunk`);
}
const sentry = addedBy(SENTRY_MODULE, initial);
const replay = addedBy(SENTRY_REPLAY_MODULE, new Set([...initial, SENTRY_MODULE]));
const describe = (list) => list.map((row) => `${row.file} ${kb(row.raw)} KB raw`).join(', ');
console.log(
  `Sentry, when VITE_SENTRY_DSN is set: ${kb(sum(sentry))} KB; budget ${sentryBudgetKb} KB ` +
    `(${describe(sentry)})`,
);
console.log(`Sentry Replay, when switched on: ${kb(sum(replay))} KB (${describe(replay)})`);

let failed = false;
if (total > budgetKb * 1024) {
  console.error(`Initial JavaScript is over budget by ${kb(total - budgetKb * 1024)} KB.`);
  failed = true;
}
if (sum(sentry) > sentryBudgetKb * 1024) {
  console.error(`Sentry's chunk is over budget by ${kb(sum(sentry) - sentryBudgetKb * 1024)} KB.`);
  failed = true;
}
if (failed) process.exit(1);
