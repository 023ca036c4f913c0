import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  bookableStylist,
  bookMini,
  checkAccessibility,
  expect,
  openChat,
  signedInAs,
  tabThroughMain,
  test,
  visit,
} from './fixtures';

/** A real 120 × 150 PNG (a striped top). */
const TOP = fileURLToPath(new URL('./assets/closet-top.png', import.meta.url));
/** A real 96 × 96 JPEG. */
const PHOTO = fileURLToPath(new URL('./assets/review-photo.jpg', import.meta.url));

const FORMAT = 'Could not load image, file format is invalid. Supported formats: jpg, png';

/** Where the SPA sends the shopper after a recap (VITE_MOBILE_APP_URL's default). */
const MOBILE_APP = /^https:\/\/apps\.apple\.com\//;

/** Adds a closet item through the AddClosetItem modal. */
const addItem = async (page: Page, category: string, brand: string) => {
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an item to your closet' });
  await dialog.getByLabel('Choose a picture').setInputFiles(TOP);
  await expect(dialog.getByRole('img', { name: 'The chosen picture' })).toBeVisible();
  await dialog.getByLabel(/^Category/).selectOption({ label: category });
  await dialog.getByLabel('Brand (optional)').fill(brand);
  await dialog.getByRole('group', { name: 'Colours (optional)' }).getByLabel('Red').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
};

/** Whether an <img> inside `scope` has loaded real pixels (its signed URL answered). */
const pictureLoaded = (page: Page, name: string) =>
  page
    .getByRole('article', { name })
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('a shopper adds a closet item with a photo, filters the closet, and removes it', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'closet');
  await visit(page, '/profile');
  await expect(page).toHaveURL(/\/app\/profile\/closet$/);
  await expect(page.getByRole('heading', { name: 'Your closet is empty' })).toBeVisible();

  // A drawing renamed .jpg is refused by its bytes, in the spec's words.
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an item to your closet' });
  await dialog.getByLabel('Choose a picture').setInputFiles({
    name: 'top.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(FORMAT);
  await dialog.getByLabel(/^Category/).selectOption({ label: 'Tops' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await checkAccessibility(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await addItem(page, 'Tops', 'Marlow');
  await expect(page.getByRole('article', { name: 'Marlow Tops' })).toBeVisible();
  await expect.poll(() => pictureLoaded(page, 'Marlow Tops')).toBe(true);
  await addItem(page, 'Shoes', 'Veda');
  await expect(page.getByRole('article', { name: 'Veda Shoes' })).toBeVisible();
  await expect(page.getByText('2 items')).toBeVisible();

  // Filter by category: only the top stays.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('group', { name: 'Category' }).getByLabel(/^Tops/).check();
  await expect(page.getByRole('article', { name: 'Veda Shoes' })).toBeHidden();
  await expect(page.getByRole('article', { name: 'Marlow Tops' })).toBeVisible();
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  await checkAccessibility(page);

  // Remove it: the filtered closet is then empty, and says so.
  await page.getByRole('button', { name: 'Remove Marlow Tops from closet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove item' });
  await expect(confirm).toContainText('Remove Marlow Tops from your closet?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { name: 'No items match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('article', { name: 'Veda Shoes' })).toBeVisible();

  // The server agrees.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Veda Shoes' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Marlow Tops' })).toBeHidden();
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
});

test('a shopper adds a photo, views it in the lightbox and deletes it', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'photos');
  await visit(page, '/profile/photos');
  await expect(page.getByRole('heading', { name: 'No photos yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a photo' });
  await dialog.getByLabel('Choose a picture').setInputFiles(PHOTO);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  const view = page.getByRole('button', { name: 'View review-photo.jpg' });
  await expect(view).toBeVisible();
  await view.click();
  const lightbox = page.getByRole('dialog', { name: 'Your photos' });
  await expect(lightbox.getByRole('img', { name: 'review-photo.jpg' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(view).toBeFocused();
  await page.getByRole('button', { name: 'Delete review-photo.jpg' }).click();
  await page
    .getByRole('dialog', { name: 'Delete photo' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('heading', { name: 'No photos yet' })).toBeVisible();
});

/** Books a Mini and chats until the stylist has sent both style boards; answers the session id. */
const sessionWithBoards = async (
  page: Page,
  request: APIRequestContext,
  userId: string,
  index: number,
) => {
  const stylist = await bookableStylist(request, index);
  await bookMini(page, stylist);
  const sessionId = new URL(page.url()).searchParams.get('requestId') ?? '';
  expect(sessionId).not.toBe('');
  await openChat(page, stylist, userId);
  await page
    .getByRole('textbox', { name: `Message ${stylist.first_name}` })
    .fill('Mostly for work. Tops M, jeans 28, shoes 8, budget $300 a piece.');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/2 of 2 style boards/)).toBeVisible({ timeout: 30_000 });
  return sessionId;
};

test('a shopper adds the purchases from a session recap to the closet', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { userId } = await signedInAs(page, request, 'recap');
  const sessionId = await sessionWithBoards(
    page,
    request,
    userId,
    testInfo.project.name === 'mobile' ? 19 : 18,
  );
  // The mobile app's page (outside this machine) answers in its place.
  await page.route(MOBILE_APP, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>App</title><h1>The app</h1>' }),
  );

  // The chat leads to the session's recap once the style boards are in.
  await page.getByRole('link', { name: 'Add purchases to closet' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/session/${sessionId}/add-to-closet$`));
  await expect(
    page.getByRole('heading', { name: 'Keep Your Closet Up to Date with Your Purchases' }),
  ).toBeVisible();
  await expect(page.getByText('Select the items you purchased (or similar ones):')).toBeVisible();
  const boxes = page.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const count = await boxes.count();
  expect(count).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: 'Add 0 Items to Closet' })).toBeDisabled();
  // By keyboard: every checkbox in reading order, Space ticks one.
  const stops = await tabThroughMain(page);
  expect(stops.unreached).toEqual([]);
  expect(stops.inReadingOrder).toBe(true);
  await boxes.first().focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Add 1 Item to Closet' })).toBeEnabled();
  await page.keyboard.press('Space');
  const titles: string[] = [];
  for (let index = 0; index < count; index++) {
    const box = boxes.nth(index);
    titles.push((await box.evaluate((el: HTMLInputElement) => el.labels?.[0]?.textContent)) ?? '');
    await box.check();
  }
  await expect(page.getByRole('button', { name: `Add ${count} Items to Closet` })).toBeEnabled();
  await boxes.first().uncheck();
  await boxes.first().check();
  await page.getByRole('button', { name: `Add ${count} Items to Closet` }).click();
  await expect(page).toHaveURL(MOBILE_APP);

  // Every piece is in the closet now, so the recap has nothing left to offer.
  await visit(page, `/session/${sessionId}/add-to-closet`);
  await expect(page.getByRole('heading', { name: 'Nothing to Add to Closet' })).toBeVisible();
  await expect(
    page.getByText("You've already added all available items to your closet."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View My Closet' }).click();
  await expect(page).toHaveURL(/\/app\/profile\/closet$/);
  await expect(page.getByText(`${count} items`)).toBeVisible();
  await expect(page.getByRole('article', { name: titles[0] })).toBeVisible();
});

test.describe('by keyboard', () => {
  // The unknown session's recap is a 404, which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('the profile and the recap work by keyboard alone', async ({ page, request }) => {
    const { token, userId } = await signedInAs(page, request, 'closet-keys');
    const picture = (await import('node:fs')).readFileSync(TOP).toString('base64');
    for (const category of ['tops', 'shoes', 'bags']) {
      const added = await request.post('/gateway/proxy/item', {
        headers: { token },
        data: { type: 'user', picture, category, brand: 'Marlow', owner_uuid: userId },
      });
      expect(added.status()).toBe(201);
    }
    await visit(page, '/profile/closet');
    await expect(page.getByText('3 items')).toBeVisible();
    const closet = await tabThroughMain(page);
    expect(closet.unreached).toEqual([]);
    expect(closet.inReadingOrder).toBe(true);

    // Filters open and apply from the keyboard; the dialogs trap focus and give it back.
    await page.getByRole('button', { name: 'Filters' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('group', { name: 'Category' })
      .getByRole('checkbox', { name: /^Shoes/ })
      .focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('1 item', { exact: true })).toBeVisible();
    // Tab goes on from the last control it was on: start again from the page's title.
    await page.getByRole('heading', { level: 1 }).click();
    const filtered = await tabThroughMain(page);
    expect(filtered.unreached).toEqual([]);
    expect(filtered.inReadingOrder).toBe(true);

    const add = page.getByRole('button', { name: 'Add item' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add an item to your closet' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Choose a picture')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(/^Category/)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(add).toBeFocused();

    await page.getByRole('button', { name: 'Large grid' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Large grid' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    for (const section of ['/profile/looks', '/profile/photos']) {
      await visit(page, section);
      const stops = await tabThroughMain(page);
      expect(stops.unreached).toEqual([]);
      expect(stops.inReadingOrder).toBe(true);
    }

    // The recap page: an unknown session fails to load and offers a retry by keyboard.
    await visit(page, '/session/00000000-0000-4000-8000-000000000000/add-to-closet');
    await expect(page.getByText('An error occurred, please try again later.')).toBeVisible();
    const recap = await tabThroughMain(page);
    expect(recap.unreached).toEqual([]);
    expect(recap.inReadingOrder).toBe(true);
  });
});
