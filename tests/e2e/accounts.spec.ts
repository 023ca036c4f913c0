import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, visit } from './fixtures';

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
};

const openAccountMenu = (page: Page) =>
  page.getByRole('button', { name: /Account menu for/ }).click();

test('sign up with e-mail, sign out, and sign in again', async ({ page }) => {
  const email = uniqueEmail('journey');
  await visit(page, '/login?mode=signup');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Password/).fill('secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/app\/$/);
  await expect(page.getByRole('button', { name: 'Account menu for Ada' })).toBeVisible();

  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/login/);
  await signIn(page, email, 'secret123');
  await expect(page.getByRole('button', { name: 'Account menu for Ada' })).toBeVisible();
});

test('a signed-out visit to a protected route signs in and comes back to it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('protected');
  const signup = await request.post('/gateway/signup/email', {
    data: { email, full_name: 'Grace Hopper', password: 'secret123', client: 'web' },
  });
  expect(signup.ok()).toBe(true);

  await visit(page, '/orders?tab=recent');
  await expect(page).toHaveURL(/\/app\/login\?target=%2Forders%3Ftab%3Drecent$/);
  await signIn(page, email, 'secret123');

  await expect(page).toHaveURL(/\/app\/orders\?tab=recent$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
});
