import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { anApiProfile } from '../settingsTestData';
import { PasswordTab } from './PasswordTab';

/** user-1 (with or without a password); every password body is recorded, answered by `answer`. */
const servePassword = (hasPassword = true, answer?: () => Response) => {
  const bodies: unknown[] = [];
  server.use(
    http.get(gatewayUrl('proxy/user/user-1'), () =>
      HttpResponse.json(anApiProfile({ has_password: hasPassword })),
    ),
    http.put(gatewayUrl('proxy/user/user-1/password'), async ({ request }) => {
      bodies.push(await request.json());
      return answer ? answer() : HttpResponse.json({ success: true });
    }),
  );
  return bodies;
};

const renderTab = () => renderWithProviders(<PasswordTab />, { preloadedState: signedInState() });

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

const fill = async (
  user: ReturnType<typeof renderTab>['user'],
  values: { current?: string; next: string; confirm: string },
) => {
  if (values.current !== undefined) await user.type(field('Current password'), values.current);
  await user.type(field('New password'), values.next);
  await user.type(field('Confirm new password'), values.confirm);
  await user.click(screen.getByRole('button', { name: /password$/ }));
};

describe('PasswordTab', () => {
  it('changes the password and says other devices were signed out', async () => {
    const bodies = servePassword();
    const { user } = renderTab();
    await screen.findByLabelText(/^Current password/);
    await fill(user, { current: 'old-secret', next: 'new-secret', confirm: 'new-secret' });
    expect(
      await screen.findByText(
        'Your password is changed. Other devices were signed out; you are still signed in here.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ current_password: 'old-secret', new_password: 'new-secret' }]);
    expect(field('New password')).toHaveValue('');
  });

  it('says when the confirmation does not match, or the new password is short', async () => {
    const bodies = servePassword();
    const { user } = renderTab();
    await screen.findByLabelText(/^Current password/);
    await fill(user, { current: 'old-secret', next: 'abc', confirm: 'abd' });
    expect(await screen.findByText('Password must have at least 6 characters')).toBeInTheDocument();
    expect(field('Confirm new password')).toHaveAccessibleDescription('Password doesn’t match.');
    expect(bodies).toEqual([]);
  });

  it('asks for every field', async () => {
    servePassword();
    const { user } = renderTab();
    await screen.findByLabelText(/^Current password/);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('Password is required')).toHaveLength(3);
  });

  it('shows a wrong current password under its field', async () => {
    const message = 'We do not recognize this password. Please try again.';
    servePassword(true, () =>
      HttpResponse.json(
        { message, code: 'wrong_password', errors: [{ field: 'current_password', message }] },
        { status: 400 },
      ),
    );
    const { user } = renderTab();
    await screen.findByLabelText(/^Current password/);
    await fill(user, { current: 'not-it', next: 'new-secret', confirm: 'new-secret' });
    await waitFor(() => expect(field('Current password')).toHaveAccessibleDescription(message));
    expect(field('Current password')).toHaveFocus();
  });

  it('shows the server’s word on too many attempts, and a message when offline', async () => {
    servePassword(true, () =>
      HttpResponse.json(
        { message: 'Too many attempts. Please wait 15 minutes and try again.' },
        { status: 429 },
      ),
    );
    const { user } = renderTab();
    await screen.findByLabelText(/^Current password/);
    await fill(user, { current: 'guess', next: 'new-secret', confirm: 'new-secret' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
    server.use(http.put(gatewayUrl('proxy/user/user-1/password'), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t change your password. Please check your connection and try again.',
    );
  });

  it('lets a Google-only account set a first password without a current one', async () => {
    const bodies = servePassword(false);
    const { user } = renderTab();
    expect(await screen.findByText(/You sign in with Google/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await fill(user, { next: 'first-secret', confirm: 'first-secret' });
    expect(
      await screen.findByText(
        'Your password is set. You can now also sign in with your email and this password.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ new_password: 'first-secret' }]);
  });
});
