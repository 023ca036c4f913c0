import type { APIRequestContext } from '@playwright/test';
import { ONE_WIDTH, checkAccessibility, expect, signedInAs, test } from './fixtures';

/*
 * Lists longer than a page (spec 001 §7, §9): favourite stylists come 30 a page and the cart 100
 * a page, and neither stops at its first page. Against the reference server and its seed.
 */

type Shopper = { token: string; userId: string };

/**
 * Favourites every stylist through the API: the ones 'More stylists' shows first, so they are
 * the oldest favourites, at the end of the newest-first list (past its first page of 30).
 */
const favouriteEveryStylist = async (request: APIRequestContext, shopper: Shopper) => {
  const names = await request.get('/gateway/proxy/stylist/all/names');
  const all = ((await names.json()) as { items: { stylist_uuid: string }[] }).items.map(
    (stylist) => stylist.stylist_uuid,
  );
  const more = await request.get('/gateway/proxy/stylist/readAll?count=15');
  const shown = ((await more.json()) as { items: { uuid: string }[] }).items.map(
    (stylist) => stylist.uuid,
  );
  const order = [...new Set([...shown, ...all])];
  for (const stylistId of order) {
    const response = await request.post(
      `/gateway/proxy/user/${shopper.userId}/favourites/${stylistId}`,
      { headers: { token: shopper.token } },
    );
    expect(response.ok()).toBe(true);
  }
  return order.length;
};

/** 120 different catalogue items, from the womenswear feed's looks. */
const catalogueItems = async (request: APIRequestContext, wanted: number) => {
  const ids = new Set<string>();
  let token: string | undefined;
  for (let pageIndex = 0; pageIndex < 11 && ids.size < wanted; pageIndex++) {
    const feed = await request.get(
      `/gateway/feed?gender=female&count=30${token ? `&pageToken=${token}` : ''}`,
    );
    const { items, pageInfo } = (await feed.json()) as {
      items: { type: string; id: string }[];
      pageInfo?: { nextPageToken?: string };
    };
    for (const look of items.filter((item) => item.type === 'outfit')) {
      const outfit = await request.get(`/gateway/proxy/outfit/web/${look.id}/null`);
      for (const item of ((await outfit.json()) as { items: { item_uuid: string }[] }).items) {
        ids.add(item.item_uuid);
      }
      if (ids.size >= wanted) break;
    }
    token = pageInfo?.nextPageToken;
    if (!token) break;
  }
  expect(ids.size).toBeGreaterThanOrEqual(wanted);
  return [...ids].slice(0, wanted);
};

test(
  'a shopper who favourites every stylist sees them all, and every heart filled',
  { tag: ONE_WIDTH },
  async ({ page, request }) => {
    const shopper = await signedInAs(page, request, 'every-favourite');
    const total = await favouriteEveryStylist(request, shopper);
    expect(total, 'the seed has more stylists than a page of favourites').toBeGreaterThan(30);

    await page.goto('/app/favorites?tab=stylists');
    const list = page.getByRole('main');
    await expect(list.getByRole('heading', { name: 'Favorite stylists' })).toBeVisible();
    await expect(list.getByRole('article').first()).toBeVisible();
    // The next page comes as the end nears (or with the button): read down to the end line.
    const end = list.getByText('That’s every stylist you keep.');
    for (let step = 0; step < 10 && !(await end.isVisible()); step++) {
      const more = list.getByRole('button', { name: 'Load more stylists' });
      // Scrolling the button into view may load the next page itself, and the last one replaces
      // the button with the end line: a click that finds no button goes round the loop again.
      if (await more.isVisible()) await more.click({ timeout: 3000 }).catch(() => undefined);
      else await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    await expect(end).toBeVisible();
    await expect(list.getByRole('article')).toHaveCount(total);
    await checkAccessibility(page);

    // The oldest favourites (past the list's first page) are the first 'More stylists' shows.
    await page.goto('/app/stylistSearch');
    const hearts = page
      .getByRole('region', { name: 'More stylists' })
      .getByRole('button', { name: /^Favorite / });
    await expect(hearts.first()).toBeEnabled();
    const count = await hearts.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      await expect(hearts.nth(index)).toHaveAttribute('aria-pressed', 'true');
    }
  },
);

test(
  'a cart of 120 items shows all 120, with the count in the header',
  { tag: ONE_WIDTH },
  async ({ page, request }) => {
    const shopper = await signedInAs(page, request, 'long-cart');
    for (const itemId of await catalogueItems(request, 120)) {
      const response = await request.post(`/gateway/proxy/user/${shopper.userId}/cart/${itemId}`, {
        headers: { token: shopper.token },
        data: {},
      });
      expect(response.status()).toBe(201);
    }

    await page.goto('/app/shopping-list');
    const list = page.getByRole('list', { name: 'Items in your cart' });
    await expect(list.getByRole('listitem')).toHaveCount(120);
    await expect(page.getByText('120 items', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Cart, 120 items' })).toBeVisible();
  },
);
