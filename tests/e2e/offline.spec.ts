import { ONE_WIDTH, checkAccessibility, expect, test, visit } from './fixtures';

// Chromium logs every request that fails offline or answers 404, and React logs the chunk errors
// the page's error boundary catches: expected here. (One pattern: Playwright would read a list of
// several as a fixture value and its options.)
test.use({
  allowedConsoleErrors: [
    /ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module|status of 404/,
  ],
});

test(
  'offline, pages whose code is not loaded yet offer a retry, then appear by themselves back online',
  { tag: ONE_WIDTH },
  async ({ page, context }) => {
    await visit(page, '/pricing');
    let reloads = 0;
    page.on('load', () => {
      reloads += 1;
    });
    await context.setOffline(true);

    const footer = page.getByRole('contentinfo');
    const offline = page.getByRole('heading', { name: "You're offline" });
    const notice = page.getByRole('status').filter({ hasText: "You're offline. Check" });

    await footer.getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveURL(/\/app\/our-story$/);
    await expect(offline).toBeVisible();
    await expect(notice).toBeVisible();
    // Still the app, not the browser's error page: the shell is there around the retry screen.
    await expect(page.getByRole('banner')).toBeVisible();
    await checkAccessibility(page);
    // Retry while still offline keeps the screen (and never reloads into an error page).
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(offline).toBeVisible();

    await footer.getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/terms$/);
    await expect(offline).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(offline).toHaveCount(0);
    await expect(notice).toHaveCount(0);
    // In place where the browser fetches the code again; Chromium 150 keeps the pieces that failed
    // offline for the document, and the page then reloads itself, once, online.
    expect(reloads).toBeLessThanOrEqual(1);
  },
);

test(
  'a page whose code is gone after a deploy reloads once, then offers the new version',
  { tag: ONE_WIDTH },
  async ({ page }) => {
    // The open tab's build names a chunk the server no longer has, before and after the reload.
    await page.route('**/app/assets/OurStoryPage-*.js', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await visit(page, '/pricing');
    expect(loads).toBe(1);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
    await expect(page.getByRole('heading', { name: 'A new version is available' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/our-story$/);
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    // No loop: the one reload, and none after it.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(loads).toBe(2);
  },
);
