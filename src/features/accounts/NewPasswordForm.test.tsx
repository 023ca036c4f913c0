import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderApp } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { answerInbox, conversation, inboxOf } from '@/testing/inboxTestData';

const EXPIRED = 'This reset link has expired. Please ask for a new one.';

const openResetLink = async (route = '/login?mode=reset&resetToken=reset-abc') => {
  const result = renderApp({ route });
  await screen.findByRole('heading', { name: 'Choose a new password' });
  await waitFor(() => expect(document.title).toBe('Reset Password | Lookwright'));
  return result;
};

const passwordField = () => screen.getByLabelText(/^New password/);
const save = () => screen.getByRole('button', { name: 'Save password' });
const location = () => screen.getByTestId('location').textContent;

/** The gateway saves the password and signs Ada in; the shell then loads her account and cart. */
const answerConfirm = (onBody: (body: unknown) => void) =>
  server.use(
    http.post(gatewayUrl('proxy/user/resetPassword/confirm'), async ({ request }) => {
      onBody(await request.json());
      return HttpResponse.json({ token: 'api-new', accessToken: 'sdk-new', user_uuid: 'user-9' });
    }),
    http.get(gatewayUrl('proxy/user/user-9'), () =>
      HttpResponse.json({
        user_uuid: 'user-9',
        first_name: 'Ada',
        last_name: 'L',
        email: 'a@b.co',
      }),
    ),
    http.get(gatewayUrl('proxy/user/user-9/cart'), () =>
      HttpResponse.json({ items: [], quota_max: 0 }),
    ),
  );

describe('NewPasswordForm (the reset e-mail link on /login)', () => {
  const reports = recordReports();

  it('validates the new password on submit without calling the server', async () => {
    const { user } = await openResetLink();
    expect(passwordField()).toHaveAttribute('aria-required', 'true');
    await user.click(save());
    expect(passwordField()).toHaveAccessibleDescription('Password is required');
    await user.type(passwordField(), '12345');
    expect(passwordField()).toHaveAccessibleDescription('Password must have at least 6 characters');
    await user.type(passwordField(), '6');
    expect(passwordField()).toHaveAccessibleDescription('At least 6 characters');
  });

  it('saves the password with the token, signs in and goes on as after a sign-in', async () => {
    let body: unknown;
    answerConfirm((sent) => (body = sent));
    answerInbox('user-9', inboxOf(conversation(false)));
    const { user, store } = await openResetLink();
    await user.type(passwordField(), 'new-secret');
    await user.click(save());

    await waitFor(() => expect(location()).toBe('/inbox'));
    expect(body).toEqual({ token: 'reset-abc', password: 'new-secret' });
    expect(store.getState().auth).toEqual({
      apiToken: 'api-new',
      userId: 'user-9',
      sdkToken: 'sdk-new',
    });
    expect(await screen.findByText('Your new password is saved.')).toBeInTheDocument();
  });

  it('shows an expired link with a way to ask for a new one', async () => {
    server.use(
      http.post(gatewayUrl('proxy/user/resetPassword/confirm'), () =>
        HttpResponse.json(
          { message: 'Invalid input', errors: [{ field: 'token', message: EXPIRED }] },
          { status: 400 },
        ),
      ),
    );
    const { user, store } = await openResetLink();
    await user.type(passwordField(), 'new-secret');
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('');
    expect(store.getState().auth.userId).toBeNull();
    expect(location()).toBe('/login?mode=reset&resetToken=reset-abc');
    expect(reports).toHaveLength(0);
  });

  it("reports a failed save as 'Failed to reset password' and keeps the password", async () => {
    server.use(
      http.post(gatewayUrl('proxy/user/resetPassword/confirm'), () =>
        HttpResponse.json({ message: 'Internal error' }, { status: 500 }),
      ),
    );
    const { user } = await openResetLink();
    await user.type(passwordField(), 'new-secret');
    await user.click(save());

    expect(await screen.findByRole('alert')).toBeVisible();
    expect(passwordField()).toHaveValue('new-secret');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(String(reports[0]?.error)).toBe('Error: Failed to reset password');
    expect(reports[0]?.context).toMatchObject({ endpoint: 'confirmPasswordReset', status: 500 });
  });

  it("shows the server's password error under the field", async () => {
    server.use(
      http.post(gatewayUrl('proxy/user/resetPassword/confirm'), () =>
        HttpResponse.json(
          { errors: [{ field: 'password', message: 'Password must have at least 6 characters' }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openResetLink();
    await user.type(passwordField(), 'new-secret');
    await user.click(save());
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(
        'Password must have at least 6 characters',
      ),
    );
  });

  it('goes back to sign-in without the token, keeping the target', async () => {
    const { user } = await openResetLink('/login?mode=reset&resetToken=reset-abc&target=%2Forders');
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(location()).toBe('/login?target=%2Forders');
  });

  it('opens sign-in when the link has no token', async () => {
    renderApp({ route: '/login?mode=reset' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
