import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedIn } from '@/api/authSlice';
import { ModalHost } from '@/app/layout/ModalHost';
import { makeStore } from '@/app/store';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderApp, renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { signedInAccountHandlers } from '@/testing/handlers';
import { server } from '@/testing/server';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { answerInbox, conversation, inboxOf } from '@/testing/inboxTestData';
import { LoginPage } from './LoginPage';

const location = () => screen.getByTestId('location').textContent;

const answerAccount = () => server.use(...signedInAccountHandlers());

describe('LoginPage', () => {
  it('sends an already signed-in visitor straight to the target', async () => {
    answerAccount();
    renderApp({ route: '/login?target=/orders', preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(location()).toBe('/orders');
  });

  it.each([
    ['no target', '/login'],
    [
      'a target that leaves the app',
      `/login?target=${encodeURIComponent('https://evil.example/x')}`,
    ],
    ['a target back to /login', `/login?target=${encodeURIComponent('/login?mode=signup')}`],
  ])('sends a signed-in visitor home when there is %s', async (_, route) => {
    renderLogin(route, makeStore({ preloadedState: signedInState() }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('opens on sign-in and toggles to sign-up and back, keeping the target', async () => {
    const { user } = renderApp({ route: '/login?target=%2Fgifts' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign In | Lookwright'));

    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(location()).toBe('/login?target=%2Fgifts&mode=signup');
    await waitFor(() => expect(document.title).toBe('Sign Up | Lookwright'));

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(location()).toBe('/login?target=%2Fgifts');
  });

  it("offers the sign-in form's parts: remember me, forgot password and the switch to sign-up", async () => {
    renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/login?mode=signup',
    );
  });
});

const session = { token: 'api-token', accessToken: 'sdk-token', user_uuid: 'user-9' };

/** The page on its own at `route` (under /login), with the modal host beside it. */
const renderLogin = (route: string, store = makeStore()) =>
  renderWithProviders(
    <>
      <LoginPage />
      <ModalHost />
    </>,
    { route, path: '/login', store },
  );

const signInOnPage = async (user: UserEvent) => {
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
};

const signUpOnPage = async (user: UserEvent, scope: HTMLElement = document.body) => {
  const form = within(scope);
  await user.type(await form.findByLabelText('Full name'), 'Ada Lovelace');
  await user.type(form.getByLabelText('Email'), 'ada@example.com');
  await user.type(form.getByLabelText(/^Password/), 'secret1');
  await user.click(form.getByRole('button', { name: 'Sign Up' }));
};

const answerSignIn = () =>
  server.use(http.put(gatewayUrl('login/email'), () => HttpResponse.json(session)));

const answerSignUp = () =>
  server.use(http.post(gatewayUrl('signup/email'), () => HttpResponse.json(session)));

describe('LoginPage, once the shopper signs in or up on it (spec 000 §4)', () => {
  it.each([
    {
      when: 'with no target and a real stylist in the inbox',
      target: '',
      inbox: inboxOf(conversation(true), conversation(false)),
      expected: '/inbox',
      inboxCalls: 1,
    },
    {
      when: 'with no target and only the bot in the inbox',
      target: '',
      inbox: inboxOf(conversation(true)),
      expected: '/stylistSearch',
      inboxCalls: 1,
    },
    {
      when: 'with no target and an empty inbox',
      target: '',
      inbox: inboxOf(),
      expected: '/stylistSearch',
      inboxCalls: 1,
    },
    {
      when: 'with a target',
      target: `?target=${encodeURIComponent('/orders?tab=recent')}`,
      inbox: inboxOf(conversation(false)),
      expected: '/orders?tab=recent',
      inboxCalls: 0,
    },
    {
      when: 'with an unsafe target and a real stylist in the inbox',
      target: `?target=${encodeURIComponent('//evil.example')}`,
      inbox: inboxOf(conversation(false)),
      expected: '/inbox',
      inboxCalls: 1,
    },
    {
      when: 'with an unsafe target and an empty inbox',
      target: `?target=${encodeURIComponent('https://evil.example/x')}`,
      inbox: inboxOf(),
      expected: '/stylistSearch',
      inboxCalls: 1,
    },
  ])('signing in $when goes to $expected', async ({ target, inbox, expected, inboxCalls }) => {
    answerSignIn();
    const calls = answerInbox('user-9', inbox);
    const { user, store } = renderLogin(`/login${target}`);
    await signInOnPage(user);

    await waitFor(() => expect(location()).toBe(expected));
    expect(store.getState().auth.userId).toBe('user-9');
    expect(calls.count).toBe(inboxCalls);
  });

  it.each([
    { when: 'with no target', target: '', expected: '/onboarding' },
    {
      when: 'with a target',
      target: `?target=${encodeURIComponent('/checkout?booking=abc')}`,
      expected: '/checkout?booking=abc',
    },
    {
      when: 'with an unsafe target',
      target: `?target=${encodeURIComponent('/\\evil.example')}`,
      expected: '/onboarding',
    },
  ])('signing up $when goes to $expected', async ({ target, expected }) => {
    answerSignUp();
    const calls = answerInbox('user-9', inboxOf(conversation(false)));
    const { user } = renderLogin(`/login${target}${target ? '&' : '?'}mode=signup`);
    await signUpOnPage(user);

    await waitFor(() => expect(location()).toBe(expected));
    expect(calls.count).toBe(0);
  });

  it('treats a new password from a reset link as a sign-in', async () => {
    server.use(
      http.post(gatewayUrl('proxy/user/resetPassword/confirm'), () => HttpResponse.json(session)),
    );
    answerInbox('user-9', inboxOf(conversation(false)));
    const { user } = renderLogin('/login?mode=reset&resetToken=reset-1');
    await user.type(await screen.findByLabelText(/^New password/), 'brand-new-pw');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    await waitFor(() => expect(location()).toBe('/inbox'));
  });

  it('says it is signing in, and stays on /login, until it knows where to go', async () => {
    answerSignIn();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    answerInbox('user-9', async () => {
      await answered;
      return HttpResponse.json({ items: [conversation(false)] });
    });
    const { user } = renderLogin('/login');
    await signInOnPage(user);

    expect(await screen.findByRole('status', { name: 'Signing you in…' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(location()).toBe('/login');

    answer();
    await waitFor(() => expect(location()).toBe('/inbox'));
  });

  it('follows the sign-in rule on the sign-up page when the shopper signs in another way (Google, one-tap)', async () => {
    server.use(
      http.post(gatewayUrl('signup/email'), () =>
        HttpResponse.json(
          { message: 'Invalid input', errors: [{ field: 'email', message: 'Already taken.' }] },
          { status: 400 },
        ),
      ),
    );
    // The inbox answers once the test has seen the page wait for it.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = answerInbox('user-9', async () => {
      await answered;
      return inboxOf()();
    });
    const { user, store } = renderLogin('/login?mode=signup');
    await signUpOnPage(user);
    expect(await screen.findByText('Already taken.')).toBeInTheDocument();

    // What Google's and one-tap's answers do: PUT login/google does not say if the account is new.
    act(() => {
      store.dispatch(signedIn({ apiToken: 'api-token', userId: 'user-9' }));
    });
    expect(await screen.findByRole('status', { name: 'Setting up your account…' })).toBeVisible();
    answer();
    await waitFor(() => expect(location()).toBe('/stylistSearch'));
    expect(calls.count).toBe(1);
  });

  it('leaves the way out to a Signup modal that signed the shopper up over the page', async () => {
    answerSignUp();
    const calls = answerInbox('user-9', inboxOf(conversation(false)));
    const store = makeStore();
    const { user } = renderLogin('/login', store);
    await screen.findByRole('heading', { name: 'Welcome back' });
    act(() => {
      store.dispatch(
        modalOpened({ type: 'Signup', modalProps: { redirectUrl: '/shopping-list' } }),
      );
    });
    await signUpOnPage(user, await screen.findByRole('dialog', { name: 'Create your account' }));

    await waitFor(() => expect(location()).toBe('/shopping-list'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.count).toBe(0);
  });
});
