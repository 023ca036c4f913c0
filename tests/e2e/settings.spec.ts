import type { APIRequestContext, Page } from '@playwright/test';
import {
  checkAccessibility,
  expect,
  signedInAs,
  tabThroughMain,
  test,
  uniqueEmail,
  visit,
} from './fixtures';

/*
 * Settings (spec 001 §2, §4, §5, §8): the password change, deactivation and the keyboard, against
 * the reference server. Each journey runs at 375 px and at 1440 px (the two projects).
 */

// A wrong password is a 400, and Chromium logs such answers as errors.
test.use({ allowedConsoleErrors: [/status of 400/] });

const WRONG_CREDENTIALS = 'The email or password is incorrect.';

const signUpByApi = async (request: APIRequestContext, label: string) => {
  const email = uniqueEmail(label);
  const response = await request.post('/gateway/signup/email', {
    data: { email, full_name: 'Nina Park', password: 'secret123', client: 'web' },
  });
  expect(response.ok()).toBe(true);
  return email;
};

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
};

/**
 * Forgets this browser's session (as another device would be), then opens sign-in. The app is left
 * first, so that nothing it still has in flight (the session's start-up after the reload) writes
 * the session back to storage once it is cleared.
 */
const freshSignIn = async (page: Page) => {
  const { origin } = new URL(page.url());
  await page.goto('about:blank');
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' });
  await devtools.detach();
  await visit(page, '/login');
};

test('a shopper changes the password and signs in with the new one', async ({ page, request }) => {
  const email = await signUpByApi(request, 'password');
  await visit(page, '/settings/password');
  await expect(page).toHaveURL(/\/app\/login\?target=%2Fsettings%2Fpassword$/);
  await signIn(page, email, 'secret123');
  await expect(page).toHaveURL(/\/app\/settings\/password$/);

  const form = page.getByRole('form', { name: 'Edit password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel(/^New password/).fill('brand-new-pass');
  await form.getByLabel('Confirm new password').fill('brand-new-typo');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password doesn’t match.')).toBeVisible();

  await form.getByLabel('Confirm new password').fill('brand-new-pass');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(
    form.getByText('We do not recognize this password. Please try again.'),
  ).toBeVisible();
  await checkAccessibility(page);

  await form.getByLabel('Current password').fill('secret123');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Your password is changed. Other devices were signed out; you are still signed in here.',
  );
  // Still signed in here.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit password' })).toBeVisible();

  await freshSignIn(page);
  await signIn(page, email, 'secret123');
  await expect(page.getByText(WRONG_CREDENTIALS)).toBeVisible();
  await page.getByLabel('Password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test('a shopper deactivates the account and can no longer sign in', async ({ page, request }) => {
  const email = await signUpByApi(request, 'deactivate');
  await visit(page, '/login');
  await signIn(page, email, 'secret123');
  await expect(page).not.toHaveURL(/\/login/);

  await visit(page, '/settings/deactivate-account');
  await page.getByRole('button', { name: 'Deactivate account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate account' });
  await expect(dialog.getByText(/Are you sure\?/)).toBeVisible();
  await checkAccessibility(page);
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();

  await expect(page).toHaveURL(/\/app\/$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toHaveCount(0);

  await visit(page, '/login');
  await signIn(page, email, 'secret123');
  await expect(page.getByText(WRONG_CREDENTIALS)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

// One journey per section (each visits, runs axe and tabs through it), so none nears the time-out.
for (const section of [
  'personal-info',
  'style-info',
  'payment-method',
  'membership',
  'orders',
  'payment-history',
  'password',
  'loyalty-rewards',
]) {
  test(`settings ${section} is reached by keyboard in reading order and passes axe`, async ({
    page,
    request,
  }) => {
    await signedInAs(page, request, `settings-keys-${section}`);
    await visit(page, `/settings/${section}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    const tabbing = await tabThroughMain(page);
    expect(tabbing.unreached, section).toEqual([]);
    expect(tabbing.inReadingOrder, section).toBe(true);
  });
}

test('settings deactivate-account is reached by keyboard, and its dialog too', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'settings-keys-deactivate');
  await visit(page, '/settings/deactivate-account');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  const tabbing = await tabThroughMain(page);
  expect(tabbing.unreached).toEqual([]);
  expect(tabbing.inReadingOrder).toBe(true);

  // The dialog by keyboard: it takes focus, Escape closes it and focus comes back.
  const open = page.getByRole('button', { name: 'Deactivate account' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Deactivate account' });
  await expect(dialog).toBeVisible();
  // Focus is in the dialog (the dialog itself when its body has nothing to focus).
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // An unknown section is the first one, at its own URL.
  await visit(page, '/settings/nowhere');
  await expect(page).toHaveURL(/\/app\/settings\/personal-info$/);
});

test('style info saves a choice and keeps it', async ({ page, request }) => {
  await signedInAs(page, request, 'settings-style');
  await visit(page, '/settings/style-info');
  // By keyboard: Space picks a radio and ticks a checkbox.
  const height = page.getByRole('group', { name: 'Your height' });
  await height.getByRole('radio', { name: /^5′3″ to 5′7″/ }).focus();
  await page.keyboard.press('Space');
  const colors = page.getByRole('group', { name: 'Colors you love to wear' });
  await expect(colors.getByRole('checkbox', { name: 'All colors' })).toBeChecked();
  await colors.getByRole('checkbox', { name: 'Navy' }).focus();
  await page.keyboard.press('Space');
  await expect(colors.getByRole('checkbox', { name: 'All colors' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save style info' }).click();
  await expect(page.getByText('Your style info is saved.')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Your height' }).getByRole('radio', { name: /^5′3″ to 5′7″/ }),
  ).toBeChecked();
  await expect(
    page
      .getByRole('group', { name: 'Colors you love to wear' })
      .getByRole('checkbox', { name: 'Navy' }),
  ).toBeChecked();
});
