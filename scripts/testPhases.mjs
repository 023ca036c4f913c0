// `npm test`: every check CI runs, one phase after another, stopping at the first that fails,
// then a table of how long each phase took (the README's "How long the tests take" comes from
// it). The phases are the package's own scripts, so each one also runs on its own.
import { spawnSync } from 'node:child_process';

const PHASES = [
  { script: 'lint', does: 'ESLint (typed rules) and Prettier' },
  { script: 'typecheck', does: 'tsc -b' },
  {
    script: 'test:unit',
    does: 'Vitest: web, prerender, server (PGlite, and PostgreSQL when given)',
  },
  { script: 'test:scripts', does: 'the build scripts’ own tests' },
  { script: 'build', does: 'vite build, source maps out of dist, prerender' },
  { script: 'check:budget', does: 'first screen ≤ 135 KiB gzip, Sentry ≤ 60 KiB' },
  {
    script: 'test:e2e',
    does: 'Playwright journeys at 375 and 1440 px',
    env: { E2E_SKIP_BUILD: '1' },
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const rows = [];
let failed = null;
const started = Date.now();
for (const phase of PHASES) {
  const from = Date.now();
  const { status } = spawnSync('npm', ['run', phase.script], {
    stdio: 'inherit',
    env: { ...process.env, ...phase.env },
  });
  rows.push({ ...phase, ms: Date.now() - from, ok: status === 0 });
  if (status !== 0) {
    failed = phase.script;
    break;
  }
}

console.log('\nnpm test, phase by phase:');
for (const row of rows) {
  console.log(
    `  ${row.ok ? 'ok  ' : 'FAIL'}  ${row.script.padEnd(13)} ${seconds(row.ms).padStart(7)}  ${row.does}`,
  );
}
console.log(`  total               ${seconds(Date.now() - started).padStart(7)}`);
if (failed) {
  console.error(`\nnpm test stopped: ${failed} failed.`);
  process.exit(1);
}
