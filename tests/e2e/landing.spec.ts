import { ONE_WIDTH, expect, test, visit } from './fixtures';

test('the landing page loads with the shell', async ({ page }) => {
  await visit(page, '/');
  await expect(
    page.getByRole('heading', { level: 1, name: '#1 App for Personalized Luxury Styling' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /home/ })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Wedding Styling' }),
  ).toHaveAttribute('href', '/app/wedding');
  await expect(
    page.getByRole('strong').filter({ hasText: 'Give the Gift of Style' }),
  ).toBeVisible();
});

test('an unknown path lands on the home page', { tag: ONE_WIDTH }, async ({ page }) => {
  await page.goto('/app/nowhere/at-all');
  await expect(page).toHaveURL(/\/app\/$/);
});

test('/ redirects to the app', { tag: ONE_WIDTH }, async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/$/);
});
