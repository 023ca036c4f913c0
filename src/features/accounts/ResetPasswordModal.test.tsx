import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderApp } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const openResetFromSignIn = async (email: string) => {
  const result = renderApp({ route: '/login' });
  await screen.findByRole('heading', { name: 'Welcome back' });
  if (email) await result.user.type(screen.getByLabelText('Email'), email);
  await result.user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
  return { ...result, dialog };
};

describe('ResetPasswordModal', () => {
  const reports = recordReports();

  it('opens from Forgot password with the typed e-mail, sends it and confirms', async () => {
    let body: unknown;
    server.use(
      http.post(gatewayUrl('proxy/user/resetPassword'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const { user, dialog, store } = await openResetFromSignIn('ada@example.com');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(body).toEqual({ email: 'ada@example.com' });
    expect(confirmation).toHaveTextContent(
      "If an account exists for ada@example.com, we've sent it a link to reset your password.",
    );
    expect(screen.queryByRole('dialog', { name: 'Reset your password' })).not.toBeInTheDocument();

    await user.click(within(confirmation).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().ui.modal.isVisible).toBe(false);
  });

  it('validates the e-mail on submit without calling the server', async () => {
    const { user, dialog } = await openResetFromSignIn('');
    const field = within(dialog).getByLabelText('Email');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(field).toHaveAccessibleDescription('Email is required');
    await user.type(field, 'ada@');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(field).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('says so in the modal when the reset e-mail cannot be sent, and reports it once', async () => {
    server.use(
      http.post(gatewayUrl('proxy/user/resetPassword'), () =>
        HttpResponse.json({ message: 'Internal error' }, { status: 500 }),
      ),
    );
    const { user, dialog } = await openResetFromSignIn('ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "We couldn't send the reset email. Please try again.",
    );
    await waitFor(() => expect(reports).toHaveLength(1));
    // Spec 000 §8: a password reset failure is reported as 'Failed to reset password'.
    expect(String(reports[0]?.error)).toBe('Error: Failed to reset password');
    expect(reports[0]?.context).toMatchObject({ endpoint: 'resetPassword', status: 500 });
  });

  it('shows how long to wait when the server limits reset requests', async () => {
    const message = 'Too many reset requests. Please wait 12 minutes and try again.';
    server.use(
      http.post(gatewayUrl('proxy/user/resetPassword'), () =>
        HttpResponse.json(
          { message, code: 'too_many_reset_requests' },
          { status: 429, headers: { 'Retry-After': '720' } },
        ),
      ),
    );
    const { user, dialog } = await openResetFromSignIn('ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog', { name: 'Check your email' })).not.toBeInTheDocument();
  });
});
