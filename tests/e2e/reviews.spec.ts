import { fileURLToPath } from 'node:url';
import { bookableStylist, expect, fillCard, signedInAs, test, visit } from './fixtures';

/** A real 96 × 96 JPEG (a gradient between two brand colours, drawn by Chromium). */
const PHOTO = fileURLToPath(new URL('./assets/review-photo.jpg', import.meta.url));

test('after a session, the shopper reviews the stylist with a photo, tips $15, and the profile shows the review', async ({
  page,
  request,
}, testInfo) => {
  const stylist = await bookableStylist(request, testInfo.project.name === 'mobile' ? 5 : 4);
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
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $60' }).click();
  await expect(page).toHaveURL(/\/app\/thank-you\?requestId=/);

  await visit(page, `/stylist/${stylist.uuid}/profile`);
  await page.getByRole('button', { name: 'Add review' }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${stylist.first_name}` });
  await expect(dialog.getByLabel('Your review (optional)')).toBeDisabled();
  await dialog.getByRole('radio', { name: '5 stars' }).check();
  await dialog.getByLabel('Your review (optional)').fill('She found me the perfect coat.');
  await dialog.getByLabel(/Add a photo/).setInputFiles(PHOTO);
  await expect(dialog.getByRole('img', { name: 'Your photo, review-photo.jpg' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  // Success opens Tip for the stylist; the shopper tips $15, charged to the card on file.
  const tip = page.getByRole('dialog', { name: `Tip ${stylist.first_name}` });
  await expect(tip.getByText(/Thank you for your review!/)).toBeVisible();
  await expect(tip.getByText('100% goes to the stylist.')).toBeVisible();
  await tip.getByRole('radio', { name: '$15' }).check();
  await tip.getByRole('button', { name: 'Done' }).click();
  await expect(tip).toBeHidden();
  await expect(
    page.getByText(`Thank you! Your $15 tip is on its way to ${stylist.first_name}.`),
  ).toBeVisible();

  const reviews = page.locator('#reviews');
  await expect(reviews.getByText('She found me the perfect coat.')).toBeVisible();
  // The photo is served back as its sized WebP and draws (a picture that did not load has no
  // natural width).
  const photo = reviews.getByRole('img', { name: /^Photo from / }).first();
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      photo.evaluate((img: HTMLImageElement) => ({
        drawn: img.complete && img.naturalWidth > 0,
        variant: /\.w\d+\.webp$/.test(new URL(img.currentSrc).pathname),
      })),
    )
    .toEqual({ drawn: true, variant: true });
  await expect(page.getByRole('button', { name: 'Add review' })).toBeVisible();
});
