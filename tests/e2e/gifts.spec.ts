import {
  bookableStylist,
  checkAccessibility,
  expect,
  fillCard,
  signedInAs,
  tabThroughMain,
  test,
  uniqueEmail,
  visit,
} from './fixtures';

/*
 * Gift cards (spec 000 §2, §4, §5; docs/contracts/gifts.md): a visitor buys one, the recipient
 * gets the code by e-mail and books with it, and the extra credit waits at item checkout. Gift
 * shopping filters. Each journey runs at 375 px and at 1440 px (the two projects).
 */

const GIFT_CODE = /GIFT-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

test.describe('a gift card, from purchase to redemption', () => {
  // A used code is refused with a 400, which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('a visitor gives Major with $500 of credit; the recipient books with the code and keeps the credit', async ({
    page,
    request,
  }) => {
    const recipientEmail = uniqueEmail('gift-recipient');

    await visit(page, '/gifts');
    await page.getByRole('link', { name: 'Buy the Major gift card' }).click();
    await expect(page).toHaveURL(/\/app\/gift-cards\/choose\?plan=major/);
    await page.getByRole('radio', { name: /\$500/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/app\/gift-cards\/checkout\?gift=/);
    await page.getByLabel("Recipient's name").fill('Ada Park');
    await page.getByLabel("Recipient's email").fill(recipientEmail);
    await page.getByLabel('Your name').fill('Nina Park');
    await page.getByLabel('Your email').fill(uniqueEmail('gift-sender'));
    await page.getByLabel('Message (optional)').fill('Happy birthday <b>Ada</b>!');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $630' }).click();

    await expect(page).toHaveURL(/\/app\/gift-cards\/confirmation\?requestId=/);
    await expect(page.getByText(/Your gift is on its way/)).toBeVisible();
    await expect(page.getByText(/Ada Park/).first()).toBeVisible();

    // The recipient's e-mail: the sender's name, the message as typed, the code.
    const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(recipientEmail)}`);
    const { items } = (await outbox.json()) as { items: { text: string }[] };
    expect(items).toHaveLength(1);
    const mail = items[0]!.text;
    expect(mail).toContain('Nina Park');
    expect(mail).toContain('Happy birthday <b>Ada</b>!');
    const code = GIFT_CODE.exec(mail)?.[0];
    expect(code).toBeTruthy();

    // The recipient signs up and books Major with the code: nothing to pay.
    await signedInAs(page, request, 'gift-redeemer');
    const stylist = await bookableStylist(request, 3);
    const booking = Buffer.from(
      JSON.stringify({ stylistId: stylist.uuid, plan: 'major', goal: 'x', bookingSource: 'gift' }),
    ).toString('base64');
    await page.goto(`/app/checkout?booking=${encodeURIComponent(booking)}`);
    await page.getByRole('button', { name: 'Have a gift card or code?' }).click();
    await page.getByLabel('Gift card or code').fill(code!);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/app\/thank-you\?requestId=/);

    // A second use of the same code is refused.
    const again = await bookableStylist(request, 4);
    const second = Buffer.from(
      JSON.stringify({ stylistId: again.uuid, plan: 'mini', goal: 'x', bookingSource: 'gift' }),
    ).toString('base64');
    await page.goto(`/app/checkout?booking=${encodeURIComponent(second)}`);
    await page.getByRole('button', { name: 'Have a gift card or code?' }).click();
    await page.getByLabel('Gift card or code').fill(code!);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('This code has already been used.')).toBeVisible();

    // The $500 of credit waits at item checkout.
    const { items: feed } = (await (
      await request.get('/gateway/feed?gender=female&count=3')
    ).json()) as { items: { type: string; id: string }[] };
    const look = feed.find((item) => item.type === 'outfit')!;
    const { items: pieces } = (await (
      await request.get(`/gateway/proxy/outfit/web/${look.id}/null`)
    ).json()) as { items: { item_uuid: string; is_shoppable: boolean; sizes: string[] }[] };
    const piece = pieces.find((item) => item.is_shoppable && item.sizes.length > 0)!;
    const params = Buffer.from(
      JSON.stringify({ items: [{ uuid: piece.item_uuid, size: piece.sizes[0] }], source: 'cart' }),
    ).toString('base64');
    await page.goto(`/app/item/${piece.item_uuid}?source=feed&context=look`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('button', { name: 'Remove from cart' })).toBeVisible();
    await page.goto(`/app/shopping-list/checkout?params=${encodeURIComponent(params)}`);
    await expect(
      page.getByText('Your shopping credit of $500 is applied at payment.'),
    ).toBeVisible();
  });
});

test('a visitor filters gift shopping', async ({ page }) => {
  await visit(page, '/gifts/shopping');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift Shopping' })).toBeVisible();
  const requests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/giftItem') requests.push(req.url());
  });
  // The choice lives in the URL: the box shows it once the page has followed the URL.
  const forHer = page.getByRole('checkbox', { name: 'For Her' });
  await forHer.click();
  await expect(forHer).toBeChecked();
  await expect(page).toHaveURL(/recipient=her/);
  await expect.poll(() => requests.some((url) => url.includes('recipient=her'))).toBe(true);
  await expect(page.locator('main a[href*="/app/item/"]').first()).toBeVisible();
});

test('choosing, addressing and gift shopping work by keyboard alone', async ({ page }) => {
  const expectWholeByTab = async () => {
    await checkAccessibility(page);
    const pass = await tabThroughMain(page);
    expect(pass.unreached).toEqual([]);
    expect(pass.inReadingOrder).toBe(true);
  };

  await visit(page, '/gift-cards/choose?plan=major');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectWholeByTab();
  // $500 of credit chosen by keyboard, then on to the checkout.
  await page.getByRole('radio', { name: /\$500/ }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/app\/gift-cards\/checkout\?gift=/);
  await expect(page.getByLabel("Recipient's name")).toBeVisible();
  await expectWholeByTab();

  await visit(page, '/gifts/shopping');
  await expect(page.locator('main a[href*="/app/item/"]').first()).toBeVisible();
  await expectWholeByTab();
});
