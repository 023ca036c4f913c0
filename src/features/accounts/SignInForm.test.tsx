import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderApp } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { answerInbox, conversation, inboxOf } from '@/testing/inboxTestData';

const session = { token: 'api-token', accessToken: 'sdk-token', user_uuid: 'user-9' };

/** The gateway signs Ada in, and the shell then loads her account and cart. */
const answerSignIn = () =>
  server.use(
    http.put(gatewayUrl('login/email'), () => HttpResponse.json(session)),
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

const renderSignIn = async (route = '/login') => {
  const result = renderApp({ route });
  await screen.findByRole('heading', { name: 'Welcome back' });
  return result;
};

const location = () => screen.getByTestId('location').textContent;
const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Sign In' });

describe('SignInForm', () => {
  const reports = recordReports();

  it('shows the required messages on submit', async () => {
    const { user } = await renderSignIn();
    await user.click(submit());
    expect(emailField()).toHaveAccessibleDescription('Email is required');
    expect(passwordField()).toHaveAccessibleDescription('Password is required');
    expect(emailField()).toHaveFocus();
  });

  it.each([
    ['ada@', '123456', 'Please enter a valid email address', null],
    ['a"da@example.com', '123456', 'You are using invalid characters', null],
    ['ada@example.com', '12345', null, 'Password must have at least 6 characters'],
  ])(
    'validates %s / %s on submit only, not on blur',
    async (email, password, emailMessage, passwordMessage) => {
      const { user } = await renderSignIn();
      await user.type(emailField(), email);
      await user.type(passwordField(), password);
      await user.tab();
      expect(screen.queryByText(emailMessage ?? passwordMessage ?? '')).not.toBeInTheDocument();

      await user.click(submit());
      if (emailMessage) expect(emailField()).toHaveAccessibleDescription(emailMessage);
      if (passwordMessage) expect(passwordField()).toHaveAccessibleDescription(passwordMessage);
    },
  );

  it('signs in with the trimmed e-mail and the remember flag, then lands on the target', async () => {
    let body: unknown;
    answerSignIn();
    server.use(
      http.put(gatewayUrl('login/email'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session);
      }),
    );
    const { user, store } = await renderSignIn(
      `/login?target=${encodeURIComponent('/inbox?tab=1')}`,
    );
    await user.type(emailField(), '  ada@example.com ');
    await user.type(passwordField(), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    expect(location()).toBe('/inbox?tab=1');
    expect(body).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
      remember: true,
      client: 'web',
    });
    expect(store.getState().auth).toEqual({
      apiToken: 'api-token',
      userId: 'user-9',
      sdkToken: 'sdk-token',
    });
  });

  it.each(['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example'])(
    'ignores the unsafe target %s and follows the sign-in rule',
    async (target) => {
      answerSignIn();
      answerInbox('user-9', inboxOf(conversation(false)));
      const { user } = await renderSignIn(`/login?target=${encodeURIComponent(target)}`);
      await user.type(emailField(), 'ada@example.com');
      await user.type(passwordField(), 'secret1');
      await user.click(submit());
      await waitFor(() => expect(location()).toBe('/inbox'));
    },
  );

  it("shows a wrong password as the server's message under the password field", async () => {
    const message = 'The email or password is incorrect.';
    server.use(
      http.put(gatewayUrl('login/email'), () =>
        HttpResponse.json({ message, errors: [{ field: 'password', message }] }, { status: 400 }),
      ),
    );
    const { user, store } = await renderSignIn();
    await user.type(emailField(), 'ada@example.com');
    await user.type(passwordField(), 'wrong-password');
    await user.click(submit());

    await waitFor(() => expect(passwordField()).toHaveAccessibleDescription(message));
    expect(passwordField()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().auth.userId).toBeNull();
    expect(location()).toBe('/login');
    expect(reports).toHaveLength(0);
  });

  it('shows an answer without field errors above the button', async () => {
    const message = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
    server.use(
      http.put(gatewayUrl('login/email'), () => HttpResponse.json({ message }, { status: 429 })),
    );
    const { user } = await renderSignIn();
    await user.type(emailField(), 'ada@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the loading button while signing in and sends one request however often it is pressed', async () => {
    let calls = 0;
    answerSignIn();
    answerInbox('user-9', inboxOf(conversation(false)));
    server.use(
      http.put(gatewayUrl('login/email'), async () => {
        calls += 1;
        await delay(50);
        return HttpResponse.json(session);
      }),
    );
    const { user } = await renderSignIn();
    await user.type(emailField(), 'ada@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(submit());
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    await user.click(submit());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(location()).toBe('/inbox'));
    expect(calls).toBe(1);
  });
});
