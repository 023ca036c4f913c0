import { fileURLToPath } from 'node:url';
import { checkAccessibility, expect, signedInAs, test, visit } from './fixtures';

/** A real 96 × 96 JPEG. */
const PHOTO = fileURLToPath(new URL('./assets/review-photo.jpg', import.meta.url));

test('on a phone, a photo upload shows its progress bar, then the photo', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'A phone’s journey: 375 px wide');
  expect(page.viewportSize()?.width).toBe(375);
  await signedInAs(page, request, 'upload-progress');

  // On loopback a small upload is over before anyone sees it: the upload is held until the test
  // has seen the bar (which stays until the answer comes).
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/gateway/proxy/user/*/photos', async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.fallback();
  });

  await visit(page, '/profile/photos');
  await expect(page.getByRole('heading', { name: 'No photos yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a photo' });
  await dialog.getByLabel('Choose a picture').setInputFiles(PHOTO);
  await expect(dialog.getByRole('img', { name: 'The chosen picture' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload' }).click();

  const bar = dialog.getByRole('progressbar', { name: 'Uploading your photo' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d{1,3}$/);
  await expect(dialog.getByText(/^\d{1,3}%$/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  // The bar and its Cancel fit the phone's width.
  const box = await dialog.getByRole('button', { name: 'Cancel upload' }).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  await checkAccessibility(page);

  release();
  await expect(dialog).toBeHidden();
  const view = page.getByRole('button', { name: 'View review-photo.jpg' });
  await expect(view).toBeVisible();
  await expect
    .poll(() =>
      view.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
});
