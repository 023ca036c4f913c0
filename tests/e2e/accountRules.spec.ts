import type { APIRequestContext, Page } from '@playwright/test';
import { ONE_WIDTH, expect, test, uniqueEmail, visit } from './fixtures';

const createAccount = async (request: APIRequestContext, email: string, password = 'secret123') => {
  const response = await request.post('/gateway/signup/email', {
    data: { email, full_name: 'Grace Hopper', password, client: 'web' },
  });
  expect(response.ok()).toBe(true);
};

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
};

test('sign-up explains invalid input, then accepts valid input', async ({ page }) => {
  await visit(page, '/login?mode=signup');
  await page.getByLabel('Full name').fill('Grace');
  await page.getByLabel('Email').fill('grace@');
  await page.getByLabel(/Password/).fill('123');
  await page.getByLabel('Full name').focus();

  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must have at least 6 characters')).toBeVisible();
  await checkNoLoss(page);

  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(uniqueEmail('valid'));
  await page.getByLabel(/Password/).fill('secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/app\/onboarding(\/|$)/);
  await expect(page.getByRole('button', { name: 'Account menu for Grace' })).toBeVisible();
});

/** Bad input loses nothing: what was typed is still there. */
const checkNoLoss = async (page: Page) => {
  await expect(page.getByLabel('Full name')).toHaveValue('Grace');
  await expect(page.getByLabel('Email')).toHaveValue('grace@');
};

test.describe('with an expected 400', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('a wrong password shows the server’s message', async ({ page, request }) => {
    const email = uniqueEmail('wrongpw');
    await createAccount(request, email);
    await visit(page, '/login');
    await signIn(page, email, 'not-the-password');
    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page).toHaveURL(/\/app\/login$/);
  });
});

test('reset password writes an e-mail to the outbox whose link sets a new password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  await createAccount(request, email);
  await visit(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();

  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { items } = (await outbox.json()) as { items: { subject: string; text: string }[] };
  expect(items[0]?.subject).toBe('Reset your password');
  const link = items[0]?.text.match(/https?:\/\/\S+resetToken=[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel(/New password/).fill('brand-new-pw');
  await page.getByRole('button', { name: 'Save password' }).click();
  // A new password signs the shopper in: the sign-in rule applies (no conversation yet).
  await expect(page).toHaveURL(/\/app\/stylistSearch$/);
  await expect(page.getByRole('button', { name: 'Account menu for Grace' })).toBeVisible();
});

for (const target of [
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/\\evil.example',
]) {
  test(
    `sign-in with target ${target} stays in the app`,
    { tag: ONE_WIDTH },
    async ({ page, request }) => {
      const email = uniqueEmail('target');
      await createAccount(request, email);
      await visit(page, `/login?target=${encodeURIComponent(target)}`);
      await signIn(page, email, 'secret123');
      await expect(page.getByRole('button', { name: 'Account menu for Grace' })).toBeVisible();
      // The target counts as absent: the sign-in rule applies (no conversation yet).
      await expect(page).toHaveURL(/\/app\/stylistSearch$/);
      const url = new URL(page.url());
      expect(url.origin).toBe(new URL(test.info().project.use.baseURL ?? page.url()).origin);
      expect(url.pathname).toBe('/app/stylistSearch');
    },
  );
}

test('a guest who clicks the cart gets the sign-up modal and comes back to the cart', async ({
  page,
}) => {
  await visit(page, '/pricing');
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'My Cart' })
    .or(page.getByRole('banner').getByRole('button', { name: 'My Cart' }))
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full name').fill('Grace Hopper');
  await dialog.getByLabel('Email').fill(uniqueEmail('gate'));
  await dialog.getByLabel(/Password/).fill('secret123');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/app\/shopping-list$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
