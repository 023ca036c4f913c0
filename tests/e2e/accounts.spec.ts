import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, visit } from './fixtures';

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
};

const openAccountMenu = (page: Page) =>
  page.getByRole('button', { name: /Account menu for/ }).click();

const firstQuestion = "Let's get started, what are you looking for?";

const signUp = async (page: Page, email: string) => {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Password/).fill('secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
};

test('sign up with e-mail, sign out, and sign in again', async ({ page }) => {
  const email = uniqueEmail('journey');
  await visit(page, '/login?mode=signup');
  await signUp(page, email);

  // A new account goes on to the style quiz (spec 000 §4, sign-up from /login without a target).
  await expect(page).toHaveURL(/\/app\/onboarding(\/|$)/);
  await expect(page.getByRole('heading', { name: firstQuestion })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Ada' })).toBeVisible();

  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await signIn(page, email, 'secret123');
  // No conversation with a stylist yet: sign-in without a target goes to the stylist search.
  await expect(page).toHaveURL(/\/app\/stylistSearch$/);
  await expect(page.getByRole('button', { name: 'Account menu for Ada' })).toBeVisible();
});

test('the account menu stays open while the next page is still loading', async ({ page }) => {
  // The quiz's code arrives only once the shopper has opened the menu, as on a slow connection.
  let deliver = () => {};
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  await page.route(/\/assets\/OnboardingPage-[\w-]+\.js$/, async (route) => {
    await delivered;
    await route.continue();
  });
  await visit(page, '/login?mode=signup');
  await signUp(page, uniqueEmail('slow'));

  const toggle = page.getByRole('button', { name: 'Account menu for Ada' });
  await openAccountMenu(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  deliver();
  await expect(page.getByRole('heading', { name: firstQuestion })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('a shopper who talks to a stylist signs in to the inbox', async ({ page, request }) => {
  const email = uniqueEmail('inbox');
  const signup = await request.post('/gateway/signup/email', {
    data: { email, full_name: 'Ada Lovelace', password: 'secret123', client: 'web' },
  });
  const { token, user_uuid: userId } = (await signup.json()) as {
    token: string;
    user_uuid: string;
  };
  const list = await request.get('/gateway/proxy/stylist/readAll?count=100');
  const { items } = (await list.json()) as { items: { uuid: string; is_bot: boolean }[] };
  const stylist = items.find((candidate) => !candidate.is_bot);
  expect(stylist).toBeTruthy();
  const channel = await request.post('/gateway/twilio/channel', {
    headers: { token },
    data: { client_uuid: userId, stylist_uuid: stylist!.uuid },
  });
  expect(channel.ok()).toBe(true);

  await visit(page, '/login');
  await signIn(page, email, 'secret123');
  await expect(page).toHaveURL(/\/app\/inbox$/);
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
