import type { APIRequestContext } from '@playwright/test';
import { expect, signedInAs, test, visit } from './fixtures';

type Stylist = {
  uuid: string;
  first_name: string;
  is_active: boolean;
  is_bot: boolean;
  is_approved: string;
};

/** A stylist who takes bookings and whom no other journey books. */
const stylistToReview = async (request: APIRequestContext, index: number) => {
  const list = await request.get('/gateway/proxy/stylist/readAll?count=100');
  const { items } = (await list.json()) as { items: Stylist[] };
  const bookable = items.filter(
    (item) => item.is_active && !item.is_bot && item.is_approved === '1',
  );
  return bookable[index]!;
};

/** The smallest thing that reads as a JPEG. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xff, 0xd9]);

test('after a session, the shopper reviews the stylist with a photo, and the profile shows it', async ({
  page,
  request,
}, testInfo) => {
  const stylist = await stylistToReview(request, testInfo.project.name === 'mobile' ? 5 : 4);
  await signedInAs(page, request, 'review');

  // No session yet: no 'Add review'.
  await visit(page, `/stylist/${stylist.uuid}/profile`);
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add review' })).toHaveCount(0);

  const booking = Buffer.from(
    JSON.stringify({ stylistId: stylist.uuid, plan: 'mini', goal: 'x', bookingSource: 'e2e' }),
  ).toString('base64');
  await visit(page, `/checkout?booking=${encodeURIComponent(booking)}`);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $60' }).click();
  await expect(page).toHaveURL(/\/app\/thank-you\?requestId=/);

  await visit(page, `/stylist/${stylist.uuid}/profile`);
  await page.getByRole('button', { name: 'Add review' }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${stylist.first_name}` });
  await expect(dialog.getByLabel('Your review (optional)')).toBeDisabled();
  await dialog.getByRole('radio', { name: '5 stars' }).check();
  await dialog.getByLabel('Your review (optional)').fill('She found me the perfect coat.');
  await dialog
    .getByLabel(/Add a photo/)
    .setInputFiles({ name: 'coat.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(dialog.getByRole('img', { name: 'Your photo, coat.jpg' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your review!' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  const reviews = page.locator('#reviews');
  await expect(reviews.getByText('She found me the perfect coat.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add review' })).toBeVisible();
});
