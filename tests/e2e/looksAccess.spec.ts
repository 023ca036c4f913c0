import {
  checkAccessibility,
  expect,
  signedInAs,
  tabThroughMain,
  tabTo,
  test,
  visit,
} from './fixtures';
import { lookWithPieceSoldHere, cardsInDocument } from './looksKit';

/*
 * The looks area on phones and by keyboard (spec 001 §2, §4, §6): the feed's sign-in prompt,
 * accessibility, keyboard-only walks of the feed, a look and an item, and unknown looks. The
 * mobile and desktop projects run each journey at 375 px and at 1440 px, unless it says
 * otherwise. The catalogue is the seed's: 330 public womenswear looks, eleven feed pages of 30.
 */

test('on a phone the feed asks a visitor to sign in', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the sign-in prompt is for phones (375 px)');
  await page.goto('/app/feed');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Looks from our stylists' }),
  ).toBeVisible();
  await expect(main.getByText(/Sign in to browse the looks/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('feed')).toHaveCount(0);
  await expect(page.locator('article')).toHaveCount(0);
  await checkAccessibility(page);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeVisible();
});

test('the feed is accessible: a visitor at 1440 px, a shopper at 375 px (a visitor there is asked to sign in)', async ({
  page,
  request,
  isMobile,
}) => {
  if (isMobile) await signedInAs(page, request, 'looks-a11y');
  await page.goto('/app/feed');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  // Visitor or shopper without matches yet: the style quiz beside the feed.
  await expect(page.getByRole('complementary', { name: 'Find your stylist' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await checkAccessibility(page);
  // The first page's other cards too (the gift-card offer is the fifth item): at 375 px they are
  // rows further down, in the document only once near the screen.
  const offer = page.getByRole('link', { name: 'Shop gift cards' });
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
      return offer.count();
    })
    .toBe(1);
  await offer.scrollIntoViewIfNeeded();
  await checkAccessibility(page);
});

test('keyboard only on the feed: the side panel, the first card, then down the feed with the focused card in the document', async ({
  page,
  request,
  isMobile,
}) => {
  await signedInAs(page, request, 'looks-keys');
  await page.goto('/app/feed');
  const feed = page.getByRole('feed', { name: 'Looks from our stylists' });
  const first = feed.getByRole('article').first();
  await expect(first).toBeVisible();
  await page.waitForLoadState('networkidle');

  const focused = () =>
    page.evaluate(async () => {
      // Two frames: the virtualiser has re-rendered for the scroll focus caused.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const el = document.activeElement;
      const row = el?.closest('[role="feed"] [data-index]');
      const article = el?.closest('[role="feed"] article');
      return {
        name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
        connected: Boolean(el?.isConnected) && el !== document.body,
        // A look's card by its title's id; the other cards (gift offer, review) have no title id.
        card: article ? (article.getAttribute('aria-labelledby') ?? 'another card') : null,
        row: row ? Number(row.getAttribute('data-index')) : null,
        inPanel: Boolean(el?.closest('aside')),
      };
    });

  // The side panel (a shopper without matches yet gets the quiz), then the first card's controls.
  await tabTo(page, /^Take the style quiz$/);
  expect((await focused()).inPanel).toBe(true);
  const firstId = await first.getAttribute('aria-labelledby');
  const lookName = (await first.getByRole('heading').textContent())!.trim();
  const stops: string[] = [];
  for (let stop = 0; stop < 4; stop++) {
    await page.keyboard.press('Tab');
    const now = await focused();
    expect(now.card, `stop ${stop} in the first card`).toBe(firstId);
    stops.push(now.name);
  }
  expect(stops[0]).toBe(`Like ${lookName}`);
  expect(stops[1]).toBe(lookName);
  expect(stops[3]).toBe(`Shop the board: ${lookName}`);

  // On down the feed: focus stays on a card in the document, row after row, and the window
  // follows it (the rows it leaves go out of the document, the one holding focus never does).
  let lastRow = 0;
  for (let stop = 0; stop < 80; stop++) {
    await page.keyboard.press('Tab');
    const now = await focused();
    expect(now.connected, `stop ${stop} still in the document`).toBe(true);
    expect(now.card, `stop ${stop} (${now.name}) on a feed card`).not.toBeNull();
    expect(now.row!, `stop ${stop} row`).toBeGreaterThanOrEqual(lastRow);
    lastRow = now.row!;
  }
  expect(lastRow).toBeGreaterThanOrEqual(isMobile ? 12 : 4);
  expect(await cardsInDocument(page)).toBeLessThan(40);
  const inView = await page.evaluate(() => {
    const rect = document.activeElement!.getBoundingClientRect();
    return rect.bottom > 0 && rect.top < window.innerHeight;
  });
  expect(inView).toBe(true);
});

test('keyboard only: every control of a look and of an item in reading order, and both accessible', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { look, item } = await lookWithPieceSoldHere(request);

  // A visitor on the look (at 375 px with the style-quiz banner).
  await visit(page, `/outfit/${look.id}?source=feed`);
  await expect(page.getByRole('heading', { level: 1, name: look.name })).toBeVisible();
  // Every page of the stylist's other looks first: a page arriving while Tab walks past the end
  // of the list (the walk scrolls it into view) would add links the walk has already passed.
  const moreLooks = page.getByRole('region', { name: /^More looks by/ });
  await expect(moreLooks.getByRole('link').first()).toBeVisible();
  for (let pages = 0; pages < 30; pages += 1) {
    await expect(moreLooks.getByRole('status', { name: 'Loading more looks' })).toHaveCount(0);
    const loadMore = moreLooks.getByRole('button', { name: 'Load more looks' });
    if (!(await loadMore.isVisible())) break;
    await loadMore.click();
  }
  const outfit = await tabThroughMain(page);
  expect(outfit.unreached).toEqual([]);
  expect(outfit.inReadingOrder).toBe(true);

  // A shopper on one of its pieces, sold here.
  await signedInAs(page, request, 'looks-item-keys');
  await visit(page, `/item/${item.item_uuid}?source=outfit&context=look&collectionId=${look.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  const itemPage = await tabThroughMain(page);
  expect(itemPage.unreached).toEqual([]);
  expect(itemPage.inReadingOrder).toBe(true);
});

test.describe('unknown looks and items', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown look and an unknown item say so and offer a way on', async ({ page }) => {
    await visit(page, '/outfit/does-not-exist');
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find that look" }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Browse looks' }).click();
    await expect(page).toHaveURL(/\/app\/feed$/);

    await visit(page, '/item/does-not-exist');
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find that item" }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse looks' })).toHaveAttribute(
      'href',
      '/app/feed',
    );
  });
});
