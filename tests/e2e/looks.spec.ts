import { expect, signedInAs, test } from './fixtures';
import {
  feedLooks,
  lookWithPieceSoldHere,
  countFeedPages,
  cardsInDocument,
  feedPlace,
  signUpInModal,
} from './looksKit';

/*
 * The looks area (spec 001 §2, §4, §6): the feed, a look, an item, favorites. The mobile and
 * desktop projects run each journey at 375 px and at 1440 px, unless it says otherwise. The
 * catalogue is the seed's: 330 public womenswear looks, eleven feed pages of 30.
 */

test('a visitor likes a look, signs up from the modal and comes back to the same look, liked', async ({
  page,
  request,
  isMobile,
}) => {
  let lookUrl: RegExp;
  let lookName: string;
  if (!isMobile) {
    // At 1440 px a visitor browses the feed: looks as articles, no hearts.
    await page.goto('/app/feed');
    const feed = page.getByRole('feed', { name: 'Looks from our stylists' });
    await expect(feed.getByRole('article').first()).toBeVisible();
    expect(await cardsInDocument(page)).toBeGreaterThan(2);
    await expect(feed.getByRole('button', { name: /^Like / })).toHaveCount(0);
    const first = feed.getByRole('article').first();
    const heading = first.getByRole('heading');
    lookName = (await heading.textContent())!.trim();
    const lookId = (await heading.getAttribute('id'))!.replace(/^look-/, '');
    await first.getByRole('link', { name: /^Shop the board/ }).click();
    lookUrl = new RegExp(`/app/outfit/${lookId}\\?source=feed$`);
  } else {
    // At 375 px the feed asks a visitor to sign in: the visitor arrives at a look by its link.
    const [look] = await feedLooks(request, 1);
    lookName = look!.name;
    await page.goto(`/app/outfit/${look!.id}?source=feed`);
    lookUrl = new RegExp(`/app/outfit/${look!.id}\\?source=feed$`);
  }
  await expect(page).toHaveURL(lookUrl);
  await expect(page.getByRole('heading', { level: 1, name: lookName })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Shop the look' }).getByRole('link'),
  ).not.toHaveCount(0);
  // The style-quiz banner is for visitors on phones only.
  const quizBanner = page.getByRole('complementary', { name: 'Want looks picked just for you?' });
  if (isMobile) {
    await expect(quizBanner).toBeVisible();
    await expect(quizBanner.getByRole('link', { name: 'Take the style quiz' })).toHaveAttribute(
      'href',
      '/app/onboarding',
    );
  } else {
    await expect(quizBanner).toBeHidden();
  }
  // No cart link for a visitor.
  await expect(page.getByRole('link', { name: 'My cart', exact: true })).toHaveCount(0);

  const like = page.getByRole('button', { name: `Like ${lookName}` });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await signUpInModal(page, 'looks-like');

  // Back on the same look, signed in: the banner goes, the cart link comes, the like is theirs.
  await expect(page).toHaveURL(lookUrl);
  await expect(page.getByRole('heading', { level: 1, name: lookName })).toBeVisible();
  await expect(quizBanner).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My cart', exact: true })).toHaveAttribute(
    'href',
    '/app/shopping-list',
  );
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: lookName })).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
});

test('a shopper scrolls ten feed pages, comes back from a look to the same place, likes a look, finds it in favorites and adds a piece to the cart', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shopper = await signedInAs(page, request, 'looks-shopper');
  const { look, item } = await lookWithPieceSoldHere(request);
  const pages = countFeedPages(page);

  await page.goto('/app/feed');
  const feed = page.getByRole('feed', { name: 'Looks from our stylists' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  await expect.poll(() => pages.length).toBe(1);

  // Ten pages of 30: each time the shopper nears the end, the next page comes. Only the rows
  // near the screen are in the document, however many pages have loaded.
  let mostCards = await cardsInDocument(page);
  const deadline = Date.now() + 120_000;
  while (pages.length < 10) {
    expect(Date.now(), `${pages.length} feed pages so far`).toBeLessThan(deadline);
    // Two screens at a time, waiting for the frames between: with the rows drawn beyond the
    // screen, every row is drawn (and measured) on the way, as when a shopper scrolls.
    const atEnd = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight * 2);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    mostCards = Math.max(mostCards, await cardsInDocument(page));
    // At the end of what has loaded, the next page is on its way: the feed grows when it comes.
    if (atEnd)
      await expect
        .poll(
          () =>
            page.evaluate(
              () => window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2,
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
  }
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  mostCards = Math.max(mostCards, await cardsInDocument(page));
  expect(new Set(pages).size, 'every page once').toBe(pages.length);
  expect(pages.length).toBeGreaterThanOrEqual(10);
  expect(mostCards, 'feed cards in the document').toBeLessThan(40);
  expect(mostCards).toBeGreaterThan(0);

  // A look from down the feed, then history back: the feed is where it was, nothing refetched.
  await page.evaluate(() => window.scrollBy(0, -window.innerHeight * 2));
  await page.waitForLoadState('networkidle');
  const { card: openedId } = await feedPlace(page);
  expect(openedId).not.toBeNull();
  const opened = page.locator(`[role="feed"] article[aria-labelledby="${openedId}"]`);
  const openedName = (await opened.getByRole('heading').textContent())!.trim();
  const openedLink = opened.getByRole('heading').getByRole('link');
  // In view before the place is taken (a click would otherwise scroll to it first).
  await openedLink.scrollIntoViewIfNeeded();
  const before = await feedPlace(page);
  const pagesBefore = [...pages];
  await openedLink.click();
  await expect(page.getByRole('heading', { level: 1, name: openedName })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/feed$/);
  await expect(page.locator(`#${before.card}`)).toBeVisible();
  await expect
    .poll(async () => Math.abs((await feedPlace(page)).scrollY - before.scrollY))
    .toBeLessThanOrEqual(4);
  expect((await feedPlace(page)).card).toBe(before.card);
  // The loaded pages come from the cache: none is asked for again (a page after them may be).
  expect(pages.slice(0, pagesBefore.length)).toEqual(pagesBefore);
  expect(new Set(pages).size, 'no feed page fetched again').toBe(pages.length);
  expect(pages.filter((token) => token === 'first')).toHaveLength(1);

  // Back to top: the window is at the top and focus on the feed's heading.
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Looks from our stylists' }),
  ).toBeFocused();

  // Like the look (the first of the feed with a piece sold here).
  const card = page.locator(`[role="feed"] article[aria-labelledby="look-${look.id}"]`);
  const like = card.getByRole('button', { name: `Like ${look.name}` });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  // In favorites, under Looks.
  await page.goto('/app/favorites');
  await expect(page.getByRole('tab', { name: 'Looks', selected: true })).toBeVisible();
  const liked = page.getByRole('article', { name: look.name });
  await expect(liked).toHaveCount(1);
  await liked.getByRole('link', { name: look.name }).click();
  await expect(page).toHaveURL(new RegExp(`/app/outfit/${look.id}\\?source=favorites$`));
  await expect(page.getByRole('button', { name: `Like ${look.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A piece sold here: choose a size that is not the first, add it to the cart.
  await page
    .getByRole('region', { name: 'Shop the look' })
    .getByRole('link')
    .filter({ hasText: item.name })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/app/item/${item.item_uuid}\\?source=outfit&context=look&collectionId=${look.id}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  const size = page.getByLabel('Size');
  await expect(size).toHaveValue(item.sizes[0]!);
  const chosen = item.sizes[1]!;
  await size.selectOption(chosen);
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^My Cart/ });
  await expect(cartLink).toHaveAccessibleName('My Cart');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Remove from cart' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `size ${chosen}` })).toBeVisible();
  await expect(cartLink).toHaveAccessibleName('My Cart, 1 item');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(size).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from cart' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The server has it in the chosen size, from the look.
  const cart = await request.get(`/gateway/proxy/user/${shopper.userId}/cart`, {
    headers: { token: shopper.token },
  });
  const { items } = (await cart.json()) as {
    items: { item_uuid: string; size: string; source_look_uuid: string }[];
  };
  expect(items).toEqual([
    expect.objectContaining({ item_uuid: item.item_uuid, size: chosen, source_look_uuid: look.id }),
  ]);
});
