import type { APIRequestContext } from '@playwright/test';
import { checkAccessibility, expect, tabThroughMain, test, uniqueEmail, visit } from './fixtures';

const PASSWORD = 'tulip-harbor-77';

type OutboxEmail = { subject: string; text: string };

/** The e-mails the development outbox holds for `to`, newest first. */
const mailTo = async (request: APIRequestContext, to: string) => {
  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(outbox.ok()).toBe(true);
  return ((await outbox.json()) as { items: OutboxEmail[] }).items;
};

// The first tab's session ends when the link is opened elsewhere: its next request is a 401.
test.use({ allowedConsoleErrors: [/status of 401/] });

test('a new e-mail needs the password, changes once its link is opened, and signs in', async ({
  page,
  browser,
  request,
}) => {
  const oldEmail = uniqueEmail('change-from');
  const newEmail = uniqueEmail('change-to');

  await visit(page, '/login?mode=signup');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(oldEmail);
  await page.getByLabel(/Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/app\/onboarding(\/|$)/);

  // Settings: a new e-mail asks for the current password before it is sent.
  await visit(page, '/settings/personal-info');
  const email = page.getByRole('textbox', { name: /Email/ });
  await expect(email).toHaveValue(oldEmail);
  await expect(page.getByLabel(/Current password/)).toHaveCount(0);
  await email.fill(newEmail);
  const password = page.getByLabel(/Current password/);
  await expect(password).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(password).toBeFocused();
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toContainText(
    `Check your inbox at ${newEmail}. We sent a confirmation link there.`,
  );
  // Nothing changes until the link is opened.
  await expect(email).toHaveValue(oldEmail);

  const [confirmation] = await mailTo(request, newEmail);
  expect(confirmation?.subject).toBe('Confirm your new email');
  const link = confirmation?.text.match(
    /https?:\/\/\S+\/app\/settings\/email\/confirm\?token=[\w-]+/,
  )?.[0];
  expect(link).toBeTruthy();
  const [notice] = await mailTo(request, oldEmail);
  expect(notice?.subject).toBe('Your email is being changed');
  expect(notice?.text).toContain(newEmail);

  // The link, opened where nobody is signed in (the new inbox on another device).
  const elsewhere = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: page.viewportSize(),
  });
  const phone = await elsewhere.newPage();
  const { pathname, search } = new URL(link!);
  await phone.goto(pathname + search);
  await expect(phone.getByRole('heading', { name: 'Your email is changed' })).toBeVisible();
  await expect(phone.getByText(`From now on you sign in with ${newEmail}.`)).toBeVisible();
  await checkAccessibility(phone);
  // By keyboard alone: Tab from the top reaches every control of the page, in reading order.
  const tabbing = await tabThroughMain(phone);
  expect(tabbing.unreached).toEqual([]);
  expect(tabbing.inReadingOrder).toBe(true);

  // Opened again, the link is spent.
  const again = await elsewhere.newPage();
  await again.goto(pathname + search);
  await expect(again.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await again.close();

  // Every other session ended: the first tab is asked to sign in again.
  await page.goto('/app/settings/personal-info');
  await expect(page).toHaveURL(/\/app\/login/);

  // The new address signs in.
  await phone.getByRole('link', { name: 'Sign in', exact: true }).click();
  await phone.getByLabel('Email').fill(newEmail);
  await phone.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await phone.getByRole('button', { name: 'Sign In' }).click();
  await expect(phone.getByRole('button', { name: 'Account menu for Grace' })).toBeVisible();
  await elsewhere.close();
});
