import type { APIRequestContext, Page, Request } from '@playwright/test';
import { bookableStylist, expect, test } from './fixtures';
import { feedLooks, outfitItems } from './looksKit';

/*
 * Every public page is light (issue 32): a signed-out visitor who loads it and scrolls to the
 * bottom transfers at most 140 KiB of JavaScript as served (compressed), in at most 20 script
 * requests, modulepreloads and below-the-fold sections included. Measured at 375 and 1440 px, in
 * a fresh browser context per page (nothing cached), from the page's own Resource Timing.
 */

const BUDGET_BYTES = 140 * 1024;
const BUDGET_REQUESTS = 20;

/** `{stylist}`, `{look}` and `{item}` are a seeded stylist's, look's and item's ids. */
const PUBLIC_PAGES = [
  '/',
  '/how-it-works',
  '/pricing',
  '/lux',
  '/our-story',
  '/terms',
  '/privacy',
  '/blog',
  '/wedding',
  '/login',
  '/onboarding',
  '/stylist/{stylist}/profile',
  '/feed',
  '/outfit/{look}',
  '/item/{item}',
  '/gifts',
  '/gifts/shopping',
  '/gift-cards',
  '/gift-cards/choose',
  '/gift-cards/lux',
];

/**
 * Pages still over the byte budget (2026-11-28, KiB as served at both widths; every page is
 * within 20 requests). Each is marked as an expected failure, so the run says so and turns red
 * the day one comes within budget (take it off this list then). Issue 32 stays open for them.
 */
const STILL_OVER: Record<string, string> = {
  '/feed': '145.1 KiB: the feed virtualiser (@tanstack/virtual-core, ~8 KiB) and the feed page',
  '/login': '144.1 KiB: react-hook-form (~12 KiB) beside the server-data chunk',
  '/item/{item}': '142.2 KiB: the item page and its checkout helpers',
  '/pricing': '140.6 KiB: carousel, reviews and FAQ beside the server-data chunk',
  '/wedding': '140.3 KiB: carousel, reviews and FAQ beside the server-data chunk',
};

/** The page's path with the seed's ids filled in. */
const seededPath = async (request: APIRequestContext, path: string) => {
  if (path.includes('{stylist}')) {
    const stylist = await bookableStylist(request, 0);
    return path.replace('{stylist}', stylist.uuid);
  }
  if (!path.includes('{look}') && !path.includes('{item}')) return path;
  const [look] = await feedLooks(request, 5);
  expect(look, 'a look in the seeded feed').toBeTruthy();
  if (path.includes('{look}')) return path.replace('{look}', look!.id);
  const [item] = await outfitItems(request, look!.id);
  expect(item, 'a piece in the seeded look').toBeTruthy();
  return path.replace('{item}', item!.item_uuid);
};

/** No script or data request in flight for this long: the page has settled. */
const QUIET_MS = 300;

/**
 * What can bring more code or make the page grow: scripts and the data the page renders (event
 * streams left out). Pictures and fonts are left out: a long feed's pictures would hold every
 * step of the scroll without changing what is measured.
 */
const counts = (request: Request) =>
  ['script', 'fetch', 'xhr', 'document'].includes(request.resourceType()) &&
  !request.headers()['accept']?.includes('text/event-stream');

/** Resolves once nothing that counts has been in flight for QUIET_MS; call it as often as needed. */
const trackQuiet = (page: Page) => {
  const inflight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (!counts(request)) return;
    inflight.add(request);
    lastChange = Date.now();
  });
  const finished = (request: Request) => {
    if (inflight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async () => {
    const deadline = Date.now() + 15_000;
    while (inflight.size > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > deadline)
        throw new Error(`still in flight: ${[...inflight].map((r) => r.url()).join(', ')}`);
      await page.waitForTimeout(100);
    }
  };
};

/**
 * Scrolls to the bottom a screen a frame (scroll handlers run before the frame's callbacks, so
 * whatever the page loads on the way has started), in the page: a step costs a frame, not a round
 * trip as well. There it waits for the network to settle, and goes on while the page grows.
 */
const scrollToTheEnd = async (page: Page, quiet: () => Promise<void>) => {
  for (let round = 0; round < 50; round++) {
    await page.evaluate(async () => {
      const atBottom = () =>
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      for (let step = 0; step < 200 && !atBottom(); step++) {
        window.scrollBy(0, window.innerHeight);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    await quiet();
    const grew = await page.evaluate(
      () => window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2,
    );
    if (!grew) return;
  }
};

type Script = { file: string; bytes: number };

for (const template of PUBLIC_PAGES) {
  test(`${template}, signed out, scrolled to the bottom: at most 140 KiB of JavaScript in 20 requests`, async ({
    page,
    request,
  }) => {
    const over = STILL_OVER[template];
    test.fail(over !== undefined, `still over the budget: ${over}`);
    const path = await seededPath(request, template);
    // Room for every resource of a long page (the default buffer holds 250).
    await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
    const quiet = trackQuiet(page);

    await page.goto(`/app${path}`);
    await quiet();
    await scrollToTheEnd(page, quiet);

    const scripts: Script[] = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ file: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
    );
    const bytes = scripts.reduce((total, script) => total + script.bytes, 0);
    const width = page.viewportSize()?.width;
    // The measurement itself, for a report (Playwright's JSON reporter keeps annotations).
    test.info().annotations.push({
      type: 'page weight',
      description: JSON.stringify({ template, width, scripts }),
    });
    const kib = (value: number) => (value / 1024).toFixed(1);
    const summary = `${template} at ${width} px: ${kib(bytes)} KiB of JavaScript in ${scripts.length} requests`;
    const files = [...scripts]
      .sort((a, b) => b.bytes - a.bytes)
      .map((script) => `  ${kib(script.bytes).padStart(6)} KiB  ${script.file}`)
      .join('\n');
    const message = `${summary} (budget ${kib(BUDGET_BYTES)} KiB in ${BUDGET_REQUESTS}):\n${files}\n`;

    expect(scripts.length, 'the entry and the page code, at least').toBeGreaterThan(0);
    expect(
      scripts.every((script) => script.bytes > 0),
      `every script's size as served is known\n${message}`,
    ).toBe(true);
    expect.soft(bytes, message).toBeLessThanOrEqual(BUDGET_BYTES);
    expect.soft(scripts.length, message).toBeLessThanOrEqual(BUDGET_REQUESTS);
  });
}
