import type { APIRequestContext } from '@playwright/test';
import { checkAccessibility, expect, fillCard, signedInAs, test } from './fixtures';

/*
 * The item page's Checkout (spec 001 §2, §4): it opens the item checkout with that item in the
 * size chosen on its page, and pays. At 375 px the checkout shows the checkout header (logo and
 * back arrow) instead of the full one; at 1440 px the full header stays. Both projects run it.
 */

type CatalogueItem = {
  item_uuid: string;
  name: string;
  sizes: string[];
  is_shoppable: boolean;
  available_for_checkout: boolean;
};

/** A piece sold here in more than one size, from the womenswear feed's looks. */
const findPiece = async (request: APIRequestContext): Promise<CatalogueItem> => {
  let token: string | undefined;
  for (let pageIndex = 0; pageIndex < 5; pageIndex++) {
    const feed = await request.get(
      `/gateway/feed?gender=female&count=30${token ? `&pageToken=${token}` : ''}`,
    );
    const { items, pageInfo } = (await feed.json()) as {
      items: { type: string; id: string }[];
      pageInfo?: { nextPageToken?: string };
    };
    for (const look of items.filter((item) => item.type === 'outfit')) {
      const outfit = await request.get(`/gateway/proxy/outfit/web/${look.id}/null`);
      const piece = ((await outfit.json()) as { items: CatalogueItem[] }).items.find(
        (item) => item.available_for_checkout && item.is_shoppable && item.sizes.length > 1,
      );
      if (piece) return piece;
    }
    token = pageInfo?.nextPageToken;
    if (!token) break;
  }
  throw new Error('The seed has no piece sold here in several sizes in the womenswear looks');
};

test("an item page's Checkout opens the item checkout with that item and size, and pays", async ({
  page,
  request,
  isMobile,
}) => {
  await signedInAs(page, request, 'item-checkout');
  const piece = await findPiece(request);
  const size = piece.sizes[1]!;
  const itemPath = `/app/item/${piece.item_uuid}?source=feed&context=look`;
  await page.goto(itemPath);
  await page.getByRole('combobox', { name: 'Size' }).selectOption(size);
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();

  await expect(page).toHaveURL(/\/app\/shopping-list\/checkout\?params=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const order = page.getByRole('region', { name: /Your order \(1 item\)/ });
  await expect(order.getByText(piece.name)).toBeVisible();
  await expect(order.getByText(`Size: ${size}`)).toBeVisible();

  const banner = page.getByRole('banner');
  if (isMobile) {
    // The checkout header: the logo and a back arrow that goes back to the item.
    await expect(banner.getByRole('link', { name: 'Back' })).toBeVisible();
    await expect(banner.getByRole('link', { name: /My Cart/ })).toHaveCount(0);
    await checkAccessibility(page);
    await banner.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/item/${piece.item_uuid}\\?`));
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  } else {
    await expect(banner.getByRole('link', { name: 'Back' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: /My Cart/ })).toBeVisible();
  }

  await page.getByLabel('Full name').fill('Nina Park');
  await page.getByLabel('Address', { exact: true }).fill('1 Main St');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel(/^State/).fill('TX');
  await page.getByLabel('Postal code').fill('78701');
  await page.getByLabel('Phone').fill('512 555 0100');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page.getByRole('heading', { name: 'Thank You For Your Order' })).toBeVisible();
  await expect(page.getByText(piece.name).first()).toBeVisible();
  // The confirmation is no checkout: the full header is back.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Back' })).toHaveCount(0);
});
