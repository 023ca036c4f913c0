// `npm run bench:feed`: the feed stays light however far the shopper scrolls. Against the
// production build on the reference server, in Debian's Chromium, it opens /feed at 1440 px (a
// visitor) and at 375 px (a signed-in shopper: visitors on phones are asked to sign in), counts
// the document's elements once the first page shows, scrolls until ten pages of 30 have loaded,
// and counts again. It also times the scroll frames while loading. It prints one table and exits
// non-zero when ten pages hold more than twice the elements of one (the feed's rows are
// virtualised: only those near the screen are in the document).
// BENCH_SKIP_BUILD=1 reuses dist/.
import { chromium } from 'playwright-core';
import { buildUnlessSkipped, chromePath, startReferenceServer } from './referenceServer.mjs';
import { signInContext, signUpShopper } from './benchShopper.mjs';

const PAGES = 10;
const MAX_GROWTH = 2;
const chrome = chromePath();
if (!buildUnlessSkipped('BENCH_SKIP_BUILD')) process.exit(1);

/** Elements in the document, and feed cards among them. */
const countNodes = (page) =>
  page.evaluate(() => ({
    elements: document.querySelectorAll('*').length,
    cards: document.querySelectorAll('[role="feed"] article').length,
  }));

const measure = async (browser, baseUrl, { width, height, shopper }) => {
  const context = await browser.newContext({ viewport: { width, height } });
  if (shopper) await signInContext(context, shopper);
  const page = await context.newPage();
  let feedPages = 0;
  page.on('response', (response) => {
    if (/\/gateway\/feed\?/.test(response.url()) && response.ok()) feedPages += 1;
  });
  await page.goto(`${baseUrl}/app/feed`, { waitUntil: 'networkidle' });
  await page.locator('[role="feed"] article').first().waitFor();
  const first = await countNodes(page);

  // Long frames while scrolling, as the browser reports them.
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      window.__rafId = requestAnimationFrame(tick);
    };
    window.__rafId = requestAnimationFrame(tick);
  });
  const started = Date.now();
  while (feedPages < PAGES) {
    if (Date.now() - started > 120_000) throw new Error(`Only ${feedPages} feed pages in 2 min`);
    await page.mouse.wheel(0, height * 0.9);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, height);
  await page.waitForTimeout(500);
  const frames = await page.evaluate(() => {
    cancelAnimationFrame(window.__rafId);
    return window.__frames;
  });
  const tenth = await countNodes(page);
  const sorted = [...frames].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  await context.close();
  return { first, tenth, feedPages, p95, longFrames: frames.filter((ms) => ms > 50).length };
};

let server;
let browser;
const rows = [];
let failed = false;
try {
  server = await startReferenceServer({ nodeEnv: 'production', prefix: 'lookwright-feed-' });
  browser = await chromium.launch({
    executablePath: chrome,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
    ],
  });
  const shopper = await signUpShopper(server.baseUrl, 'feed');
  const cases = [
    { label: '1440 px, visitor', width: 1440, height: 900 },
    { label: '375 px, shopper', width: 375, height: 812, shopper },
  ];
  for (const { label, ...viewport } of cases) {
    const result = await measure(browser, server.baseUrl, viewport);
    const growth = result.tenth.elements / result.first.elements;
    if (growth > MAX_GROWTH) failed = true;
    rows.push({
      feed: label,
      'elements, 1 page': result.first.elements,
      [`elements, ${result.feedPages} pages`]: result.tenth.elements,
      growth: `${growth.toFixed(2)}×`,
      'cards in DOM, 1 → 10': `${result.first.cards} → ${result.tenth.cards}`,
      'p95 frame': `${Math.round(result.p95)} ms`,
      'frames > 50 ms': result.longFrames,
    });
  }
} finally {
  await browser?.close();
  await server?.stop();
}

console.log(`\nThe feed after 1 and after ${PAGES} pages of 30 (production build)\n`);
console.table(rows);
if (failed) {
  console.log(`\nTen pages hold more than ${MAX_GROWTH}× the elements of one.`);
  process.exit(1);
}
console.log(`\nTen pages stay within ${MAX_GROWTH}× the elements of one.`);
