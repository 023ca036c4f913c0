// Prints the initial JavaScript of /app/ — the entry chunk, the landing page's lazy chunk, and
// everything they import statically, gzipped — and fails above the budget in ARCHITECTURE.md
// (150 KB gzip). When the landing page moves, change LANDING_PAGE_MODULE.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.DIST_DIR ?? 'dist';
const budgetKb = 150;
const LANDING_PAGE_MODULE = 'src/features/marketing/landing/LandingPage.tsx';
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

const rows = [...seen]
  .map((key) => {
    const file = manifest[key].file;
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log('Initial JavaScript of /app/ — entry and landing page (gzip):');
for (const row of rows)
  console.log(`  ${kb(row.gzip).padStart(7)} KB  ${row.file} (${kb(row.raw)} KB raw)`);
console.log(`  ${kb(total).padStart(7)} KB  total; budget ${budgetKb} KB`);
if (total > budgetKb * 1024) {
  console.error(`Initial JavaScript is over budget by ${kb(total - budgetKb * 1024)} KB.`);
  process.exit(1);
}
