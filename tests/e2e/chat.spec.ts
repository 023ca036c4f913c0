import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ONE_WIDTH,
  bookMini,
  bookableStylist,
  checkAccessibility,
  expect,
  openChat,
  signedInAs,
  tabThroughMain,
  test,
  type SeededStylist,
} from './fixtures';

/** A real 96 × 96 JPEG. */
const PHOTO = fileURLToPath(new URL('./assets/review-photo.jpg', import.meta.url));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const messageBox = (page: Page, stylist: SeededStylist) =>
  page.getByRole('textbox', { name: `Message ${stylist.first_name}` });

const bookedChat = async (page: Page, request: APIRequestContext, index: number) => {
  const stylist = await bookableStylist(request, index);
  const { userId, token } = await signedInAs(page, request, 'chat');
  await bookMini(page, stylist);
  await openChat(page, stylist, userId);
  return { stylist, userId, token };
};

test('after booking, the shopper chats, gets the mood board and style boards, adds a piece in a size to the cart, and gets a revision', async ({
  page,
  request,
}, testInfo) => {
  const desktop = testInfo.project.name === 'desktop';
  const { stylist } = await bookedChat(page, request, desktop ? 6 : 7);
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText(`I'm ${stylist.first_name}`)).toBeVisible();
  await expect(
    page.getByText(/Mini session · 0 of 2 style boards · 0 of 2 revisions/),
  ).toBeVisible();
  await checkAccessibility(page);

  await messageBox(page, stylist).fill(
    'Mostly for work. Tops M, jeans 28, shoes 8, budget $300 a piece. No yellow please.',
  );
  await page.keyboard.press('Enter');
  await expect(log.getByText('Mostly for work.', { exact: false })).toBeVisible();
  await expect(log.getByRole('button', { name: /^Open Mood board/ })).toBeVisible();
  await expect(log.getByRole('button', { name: /^Open Style board 2/ })).toBeVisible();
  await expect(page.getByText(/2 of 2 style boards/)).toBeVisible();
  // What the shopper said is pinned and every board says it is built on it.
  const notes = page.locator('details').filter({ hasText: `What you told ${stylist.first_name}` });
  if (!desktop) await notes.locator('summary').click();
  await expect(notes.getByText('No yellow')).toBeVisible();
  await expect(log.getByText(/Based on your notes: .*No yellow/).first()).toBeVisible();

  // The first style board, whole: every piece with its price and sizes; one goes in the cart.
  await log.getByRole('button', { name: /^Open Style board 1/ }).click();
  const board = page.getByRole('dialog', { name: /^Style board 1: / });
  await expect(board.getByRole('img', { name: /^The look: / })).toBeVisible();
  await checkAccessibility(page);
  const piece = board
    .getByRole('listitem')
    .filter({ has: page.getByRole('combobox') })
    .first();
  const title = (await piece.getByRole('heading').textContent()) ?? '';
  const size = piece.getByRole('combobox');
  const options = (await size.locator('option').allTextContents()).filter(
    (o) => o !== 'Select size',
  );
  await size.selectOption({ label: options.at(-1)! });
  const named = (action: string) => new RegExp(`^${action}\\W+${escapeRegExp(title)}$`);
  await piece.getByRole('button', { name: named('Add to cart') }).click();
  await expect(piece.getByText(`Added to your cart in size ${options.at(-1)}.`)).toBeVisible();
  await expect(piece.getByRole('button', { name: named('Remove from cart') })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await board.getByRole('button', { name: 'Close' }).click();

  const panel = page.getByRole('complementary', { name: /Your cart/ });
  if (desktop) {
    await expect(panel.getByRole('heading', { name: 'Your cart (1)' })).toBeVisible();
    await expect(panel.getByText(title)).toBeVisible();
    await panel.getByRole('button', { name: /Hide/ }).click();
    await expect(panel.getByText(title)).toBeHidden();
    await panel.getByRole('button', { name: /Show/ }).click();
  } else {
    await expect(panel).toHaveCount(0);
  }

  // A revision, by replying to the first board.
  const firstBoardMessage = log.getByRole('listitem').filter({
    has: page.getByRole('button', { name: /^Open Style board 1/ }),
  });
  await firstBoardMessage.getByRole('button', { name: /^Reply/ }).click();
  await expect(page.getByText(/Replying to:/)).toBeVisible();
  await messageBox(page, stylist).fill('Something cheaper please');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log.getByRole('button', { name: /^Open Style board 1, revised/ })).toBeVisible();
  await expect(log.getByText('You have 1 revision left.')).toBeVisible();
  await expect(page.getByText(/1 of 2 revisions/)).toBeVisible();

  // After a reload the whole conversation is back, each message once.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  await expect(log.getByText('Something cheaper please')).toHaveCount(1);
  await expect(log.getByRole('button', { name: /^Open Style board/ })).toHaveCount(3);

  // Keyboard only: Tab from the top reaches every control of the page in reading order.
  const { unreached, inReadingOrder } = await tabThroughMain(page);
  expect(unreached).toEqual([]);
  expect(inReadingOrder).toBe(true);
});

test.describe('sending while the connection drops', () => {
  // Chromium logs the refused request as an error.
  test.use({ allowedConsoleErrors: [/ERR_FAILED/] });

  test('a failed send is kept with Retry, Retry sends it once, and a picture is sent', async ({
    page,
    request,
  }, testInfo) => {
    const { stylist } = await bookedChat(
      page,
      request,
      testInfo.project.name === 'desktop' ? 8 : 9,
    );
    const log = page.getByRole('log', { name: 'Conversation' });
    // The chat service refuses the first send (as a dropped connection would).
    let refused = false;
    await page.route('**/gateway/chat/channels/*/messages', async (route) => {
      if (route.request().method() === 'POST' && !refused) {
        refused = true;
        await route.abort('failed');
        return;
      }
      await route.fallback();
    });
    await messageBox(page, stylist).fill('Hello from the train');
    await page.keyboard.press('Enter');
    const mine = log.getByRole('listitem').filter({ hasText: 'Hello from the train' });
    await expect(mine.getByText('Not sent')).toBeVisible();
    await mine.getByRole('button', { name: 'Retry' }).click();
    await expect(mine.getByText('Sent', { exact: true })).toBeVisible();
    await expect(log.getByText('Hello from the train')).toHaveCount(1);
    // The stylist answers (asking for what she still needs).
    await expect(log.getByText(/spend per piece/)).toBeVisible();

    // A picture: sent, stored, and drawn from the server (only the shopper may read it).
    await page.locator('input[type="file"]').setInputFiles(PHOTO);
    const picture = log.getByRole('img', { name: 'Picture from You' });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).src))
      .toMatch(/^blob:/);
    await expect(
      log
        .getByRole('listitem')
        .filter({ has: page.getByRole('img', { name: 'Picture from You' }) })
        .getByText('Sent', { exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(log.getByRole('img', { name: 'Picture from You' })).toBeVisible();
    await expect
      .poll(() =>
        log
          .getByRole('img', { name: 'Picture from You' })
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBe(96);
  });
});

test('another shopper’s chat is not shown', { tag: ONE_WIDTH }, async ({ page, request }) => {
  const stylist = await bookableStylist(request, 10);
  await signedInAs(page, request, 'chat-other');
  await page.goto(`/app/chat/${stylist.uuid}/someone-else`);
  await expect(page.getByRole('heading', { name: "This conversation isn't yours" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your inbox' })).toBeVisible();
});
