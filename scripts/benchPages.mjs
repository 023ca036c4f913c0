// `npm run bench:pages`: Lighthouse 13 (default mobile settings: simulated slow 4G, 4x CPU) against
// the production build on the reference server, in Debian's Chromium, three runs a page, on every
// public page (the front door, /login, /onboarding, a seeded stylist's profile, the feed, a look
// and an item); prints the median of each score and metric and exits non-zero when a page misses
// its target (performance >= 95, accessibility 100, best practices 100, SEO 100, CLS < 0.05).
// A shared machine's speed moves from hour to hour, so it also prints Lighthouse's benchmark index
// (the machine's speed as Lighthouse measured it), always runs the landing page as the reference
// row of the same run (each page's LCP and TBT also as a ratio to the landing page's), and reports
// what does not depend on the machine: each page's JavaScript (KiB as transferred, compressed) and
// its script requests, as Lighthouse loaded it (the first screen, without scrolling).
// BENCH_SKIP_BUILD=1 reuses dist/; BENCH_RUNS changes the run count; pass paths to bench only those
// ('/outfit/{look}' and '/item/{item}' name the seeded look and item); '/' runs first either way.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchTool } from './benchTools.mjs';
import { buildUnlessSkipped, chromePath, startReferenceServer } from './referenceServer.mjs';

/**
 * Every public page; `{stylist}`, `{look}` and `{item}` are a seeded stylist's, look's and item's
 * ids. Areas add their public pages here.
 */
const PAGES = [
  '/',
  '/pricing',
  '/lux',
  '/how-it-works',
  '/wedding',
  '/our-story',
  '/login',
  '/onboarding',
  '/gifts',
  '/gift-cards',
  '/stylist/{stylist}/profile',
  '/feed',
  '/outfit/{look}',
  '/item/{item}',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.05 };

const chrome = chromePath();
if (!buildUnlessSkipped('BENCH_SKIP_BUILD')) process.exit(1);

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh headless Chromium that cannot reach any host but localhost. */
const launchChromium = async () => {
  const profile = mkdtempSync(join(tmpdir(), 'lookwright-lh-'));
  const browser = spawn(
    chrome,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--no-default-browser-check',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  for (
    let tries = 0;
    !existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n');
    tries++
  ) {
    if (tries > 100) throw new Error('Chromium did not open its DevTools port');
    await wait(100);
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  const kill = async () => {
    browser.kill('SIGKILL');
    await wait(200);
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, kill };
};

/** The median; a run without a value (NaN: Lighthouse could not measure it) makes it NaN. */
const median = (values) => {
  if (values.some((value) => Number.isNaN(value))) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const lighthouse = await benchTool('lighthouse');

const measure = async (url) => {
  const browser = await launchChromium();
  try {
    const { lhr } = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    const failed = Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      jsBytes: scripts.reduce((total, request) => total + (request.transferSize ?? 0), 0),
      jsRequests: scripts.length,
      failed: lhr.runtimeError ? [...failed, `runtime error ${lhr.runtimeError.code}`] : failed,
    };
  } finally {
    await browser.kill();
  }
};

/** A stylist from the seeded catalogue, for the profile page. */
const seededStylistId = async (baseUrl) => {
  const response = await fetch(`${baseUrl}/gateway/proxy/stylist/readAll?count=1`);
  const body = await response.json();
  const list = Array.isArray(body) ? body : (body.data ?? body.items ?? []);
  const id = list[0]?.uuid;
  if (!id) throw new Error('The seeded catalogue has no stylist to bench the profile page with');
  return id;
};

/** The feed's first look, and the first piece of it that is sold here, for the look pages. */
const seededLookAndItem = async (baseUrl) => {
  const feed = await (await fetch(`${baseUrl}/gateway/feed?gender=female&count=1`)).json();
  const look = feed.items?.find((item) => item.type === 'outfit')?.id;
  if (!look) throw new Error('The seeded feed has no look to bench the look pages with');
  const outfit = await (await fetch(`${baseUrl}/gateway/proxy/outfit/web/${look}/null`)).json();
  const item = (outfit.items ?? []).find((piece) => piece.is_shoppable)?.uuid;
  if (!item) throw new Error('The seeded look has no piece sold here to bench the item page with');
  return { look, item };
};

const only = process.argv.slice(2);
const rows = [];
let server;
let pages = [];
try {
  server = await startReferenceServer({ nodeEnv: 'production', prefix: 'lookwright-bench-' });
  const stylist = await seededStylistId(server.baseUrl);
  const { look, item } = await seededLookAndItem(server.baseUrl);
  // The landing page first: the reference row every other page is compared with.
  pages = ['/', ...(only.length ? only : PAGES).filter((page) => page !== '/')].map((page) =>
    page.replace('{stylist}', stylist).replace('{look}', look).replace('{item}', item),
  );
  // Warm the server (first queries open the database) so run 1 is not an outlier.
  for (const page of pages) await fetch(`${server.baseUrl}/app${page}`);
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(`${server.baseUrl}/app${page}`));
    const pick = (key) => median(runs.map((result) => result[key]));
    rows.push({
      page,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      si: pick('si'),
      cls: pick('cls'),
      benchmarkIndex: pick('benchmarkIndex'),
      jsBytes: pick('jsBytes'),
      jsRequests: pick('jsRequests'),
      failed: [...new Set(runs.flatMap((result) => result.failed))],
    });
  }
} finally {
  await server?.stop();
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const reference = rows[0];
const ratio = (value, of) => (of > 0 ? `${(value / of).toFixed(2)}×` : '—');
const indexes = rows.map((row) => row.benchmarkIndex).filter((value) => !Number.isNaN(value));
console.log(
  `\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'} a page (mobile defaults); ` +
    `benchmark index ${indexes.length ? `${Math.min(...indexes)}–${Math.max(...indexes)}` : 'unknown'}` +
    ` (higher is a faster machine); ratios are to the landing page (${reference?.page}) in this run\n`,
);
console.table(
  rows.map((row) => ({
    page: row.page.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, '{id}'),
    perf: row.performance,
    a11y: row.accessibility,
    'best pr.': row.bestPractices,
    SEO: row.seo,
    FCP: seconds(row.fcp),
    LCP: seconds(row.lcp),
    TBT: `${Math.round(row.tbt)} ms`,
    SI: seconds(row.si),
    CLS: row.cls.toFixed(3),
    'LCP ÷ /': ratio(row.lcp, reference.lcp),
    'TBT ÷ /': ratio(row.tbt, reference.tbt),
    'JS KiB': (row.jsBytes / 1024).toFixed(1),
    'JS req.': row.jsRequests,
  })),
);
const misses = rows.filter(
  (row) =>
    [row.fcp, row.lcp, row.tbt, row.cls].some((value) => Number.isNaN(value)) ||
    row.performance < TARGET.performance ||
    row.accessibility < TARGET.accessibility ||
    row.bestPractices < TARGET.bestPractices ||
    row.seo < TARGET.seo ||
    row.cls >= TARGET.cls,
);
for (const row of rows.filter((r) => r.failed.length))
  console.log(`${row.page}: failing audits: ${row.failed.join(', ')}`);
if (misses.length) {
  console.log(`\nMissed the targets: ${misses.map((row) => row.page).join(', ')}`);
  process.exit(1);
}
console.log('\nEvery page meets its targets.');
