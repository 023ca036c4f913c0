import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { anApiProfile } from '../settingsTestData';
import { PersonalInfoTab } from './PersonalInfoTab';

const NEW_EMAIL = 'grace@example.com';

/**
 * user-1's profile; every PUT body is recorded and answered by `answer`, else as the server
 * does: the e-mail stays, the new one waits for its link.
 */
const serveProfile = (
  profile = anApiProfile(),
  answer?: (body: Record<string, unknown>) => Response,
) => {
  const puts: Record<string, unknown>[] = [];
  server.use(
    http.get(gatewayUrl('proxy/user/user-1'), () => HttpResponse.json(profile)),
    http.put(gatewayUrl('proxy/user/user-1'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      if (answer) return answer(body);
      return HttpResponse.json({ ...profile, pending_email: body.email });
    }),
  );
  return puts;
};

const renderTab = () =>
  renderWithProviders(<PersonalInfoTab />, { preloadedState: signedInState() });

const emailField = () => screen.findByRole('textbox', { name: /Email/ });
const passwordField = () => screen.queryByLabelText(/Current password/);
const save = () => screen.getByRole('button', { name: 'Save changes' });

const typeNewEmail = async (user: ReturnType<typeof renderTab>['user'], email = NEW_EMAIL) => {
  const field = await emailField();
  await user.clear(field);
  await user.type(field, email);
};

describe('PersonalInfoTab: changing the e-mail', () => {
  it('asks for the current password only while the e-mail is edited', async () => {
    const puts = serveProfile();
    const { user } = renderTab();
    await typeNewEmail(user, 'ADA@example.com');
    expect(passwordField()).not.toBeInTheDocument();

    await typeNewEmail(user);
    expect(passwordField()).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(puts).toEqual([]);

    await typeNewEmail(user, 'ada@example.com');
    expect(passwordField()).not.toBeInTheDocument();
  });

  it('sends the password and says the change waits for the link sent to the new address', async () => {
    const puts = serveProfile();
    const { user } = renderTab();
    await typeNewEmail(user);
    await user.type(passwordField()!, 'secret123');
    await user.click(save());

    const note = await screen.findByText(/We sent a confirmation link there/);
    expect(note.closest('[role="status"]')).toHaveTextContent(
      `Check your inbox at ${NEW_EMAIL}. We sent a confirmation link there. Your email changes once you open it; until then you sign in with ada@example.com.`,
    );
    expect(puts).toEqual([
      expect.objectContaining({ email: NEW_EMAIL, current_password: 'secret123' }),
    ]);
    // The field shows the address in use until the link is opened.
    expect(await emailField()).toHaveValue('ada@example.com');
    expect(passwordField()).not.toBeInTheDocument();
  });

  it('puts a wrong password under its field and moves focus there', async () => {
    const message = 'We do not recognize this password. Please try again.';
    serveProfile(anApiProfile(), () =>
      HttpResponse.json(
        { message, code: 'wrong_password', errors: [{ field: 'current_password', message }] },
        { status: 400 },
      ),
    );
    const { user } = renderTab();
    await typeNewEmail(user);
    await user.type(passwordField()!, 'nope-nope');
    await user.click(save());
    await waitFor(() => expect(passwordField()).toHaveAccessibleDescription(message));
    expect(passwordField()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Save failed');
    expect(screen.queryByText(/We sent a confirmation link/)).not.toBeInTheDocument();
  });

  it('says when to try again after too many attempts', async () => {
    const message = 'Too many attempts to change your email. Please wait 15 minutes and try again.';
    serveProfile(anApiProfile(), () =>
      HttpResponse.json(
        { message, code: 'too_many_attempts' },
        { status: 429, headers: { 'Retry-After': '900' } },
      ),
    );
    const { user } = renderTab();
    await typeNewEmail(user);
    await user.type(passwordField()!, 'secret123');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(`Save failed. ${message}`);
  });

  it('asks no password of an account that has none (Google only)', async () => {
    const puts = serveProfile(anApiProfile({ has_password: false }));
    const { user } = renderTab();
    await typeNewEmail(user);
    expect(passwordField()).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).not.toHaveProperty('current_password');
    expect(await screen.findByText(/We sent a confirmation link there/)).toBeInTheDocument();
  });
});
