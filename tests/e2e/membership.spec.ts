import type { APIRequestContext, Page } from '@playwright/test';
import { bookableStylist, checkAccessibility, expect, signedInAs, tabTo, test } from './fixtures';

type Shopper = { token: string; userId: string };

/** Books a Major monthly membership (free trial, the test card checked) through the API. */
const bookMonthly = async (
  request: APIRequestContext,
  shopper: Shopper,
  index: number,
  baseURL: string | undefined,
) => {
  const stylist = await bookableStylist(request, index);
  const checkout = await request.post('/gateway/styling-session/session-checkout', {
    headers: { token: shopper.token },
    data: {
      stylistUuid: stylist.uuid,
      plan: 'major',
      type: 'subscription',
      returnUrl: new URL('/app/thank-you', baseURL).href,
    },
  });
  expect(checkout.status()).toBe(200);
  const { clientSecret } = (await checkout.json()) as { clientSecret: string };
  const paid = await request.post('/gateway/payments/local/confirm', {
    data: {
      secret: clientSecret,
      number: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
      idempotencyKey: `e2e-${Date.now()}-${Math.random()}`,
    },
  });
  expect(paid.status()).toBe(200);
  return stylist;
};

const memberships = async (request: APIRequestContext, shopper: Shopper) =>
  (
    (await (
      await request.get(`/gateway/proxy/user/${shopper.userId}/sessions`, {
        headers: { token: shopper.token },
      })
    ).json()) as { items: { cancelAtPeriodEnd: boolean; status: string; periodEnd: string }[] }
  ).items;

const membershipCard = (page: Page, stylistName: string) =>
  page.getByRole('article', { name: `Major monthly membership with ${stylistName}` });

test('a member cancels in two clicks and reactivates in two clicks from /settings/membership', async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await signedInAs(page, request, 'member-cancel');
  const stylist = await bookMonthly(request, shopper, 14, baseURL);
  await page.goto('/app/settings/membership');
  const card = membershipCard(page, stylist.name);
  await expect(card.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(card).toContainText('Card ending in 4242');
  await expect(card).toContainText(
    'On the Monthly Plan you may cancel after seeing the mood board',
  );
  await checkAccessibility(page);

  // Click 1, then click 2: cancelled, with the last day of access stated before and after.
  await card.getByRole('button', { name: 'Cancel membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
  const lastDay = (await dialog.textContent())?.match(
    /last day of access is (\w+ \d{2}, \d{4})/,
  )?.[1];
  expect(lastDay).toBeTruthy();
  await checkAccessibility(page);
  await dialog.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(`Ends on ${lastDay}.`);
  await expect(card.getByText('Ending', { exact: true })).toBeVisible();
  expect((await memberships(request, shopper))[0]).toMatchObject({ cancelAtPeriodEnd: true });

  // Still there after a reload: the server has it.
  await page.reload();
  await expect(membershipCard(page, stylist.name)).toContainText(`Ends on ${lastDay}.`);

  // Two clicks back.
  await card.getByRole('button', { name: 'Reactivate membership' }).click();
  const again = page.getByRole('dialog', { name: 'Reactivate your membership?' });
  await expect(again).toContainText(`renew on ${lastDay} at $117 a month`);
  await again.getByRole('button', { name: 'Reactivate membership' }).click();
  await expect(again).toBeHidden();
  await expect(card).toContainText(`Free trial until ${lastDay}.`);
  expect((await memberships(request, shopper))[0]).toMatchObject({
    cancelAtPeriodEnd: false,
    status: 'trialing',
  });
});

test('the membership and loyalty tabs work from the keyboard alone', async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await signedInAs(page, request, 'member-keys');
  const stylist = await bookMonthly(request, shopper, 15, baseURL);
  await page.goto('/app/settings/membership');
  const card = membershipCard(page, stylist.name);
  await expect(card).toBeVisible();

  await tabTo(page, /^Cancel membership$/);
  const open = card.getByRole('button', { name: 'Cancel membership' });
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
  await expect(dialog).toBeVisible();
  // Escape leaves everything as it was, with focus back on the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // Focus stays in the dialog: Tab reaches its confirm button.
  for (let stop = 0; stop < 6; stop++) {
    await page.keyboard.press('Tab');
    const onConfirm = await dialog
      .getByRole('button', { name: 'Cancel membership' })
      .evaluate((button) => button === document.activeElement);
    if (onConfirm) break;
    expect(await dialog.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const reactivate = card.getByRole('button', { name: 'Reactivate membership' });
  await expect(reactivate).toBeFocused();
  await expect(card).toContainText('Ends on');

  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Reactivate your membership?' }).waitFor();
  await tabTo(page, /^Reactivate membership$/);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Cancel membership' })).toBeFocused();

  // The Loyalty rewards tab: its content and the app link are reachable by Tab.
  // A membership still in its free trial is not a paid session yet: it reaches no tier.
  await page.goto('/app/settings/loyalty-rewards');
  await expect(page.getByRole('heading', { name: 'No tier yet' })).toBeVisible();
  await expect(page.getByText('Book 1 more session to reach Bronze.')).toBeVisible();
  await tabTo(page, /Get the app/);
  await expect(page.getByRole('link', { name: /Get the app/ })).toBeFocused();
  await checkAccessibility(page);
});
