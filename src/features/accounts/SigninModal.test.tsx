import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ModalHost } from '@/app/layout/ModalHost';
import { makeStore } from '@/app/store';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { answerInbox, conversation, inboxOf } from '@/testing/inboxTestData';

const session = { token: 'api-token', accessToken: 'sdk-token', user_uuid: 'user-9' };

/** The modal host on `route` with Signin open. */
const openSignin = async (modalProps: ModalPropsByType['Signin'] = {}, route = '/pricing') => {
  const store = makeStore();
  store.dispatch(modalOpened({ type: 'Signin', modalProps }));
  const result = renderWithProviders(<ModalHost />, { route, store });
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  return { ...result, dialog };
};

const location = () => screen.getByTestId('location').textContent;

const fields = (dialog: HTMLElement) => ({
  email: within(dialog).getByLabelText('Email'),
  password: within(dialog).getByLabelText('Password'),
  submit: within(dialog).getByRole('button', { name: 'Sign In' }),
});

const answerSignIn = () =>
  server.use(http.put(gatewayUrl('login/email'), () => HttpResponse.json(session)));

describe('SigninModal', () => {
  const reports = recordReports();

  it('offers e-mail, password, remember me, forgot password and the switch to sign-up, and no social button yet', async () => {
    const { dialog } = await openSignin();
    expect(within(dialog).getByText(/^Welcome back\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByTestId('social-sign-in')).not.toBeInTheDocument();
    expect(fields(dialog).email).toHaveFocus();
  });

  it.each([
    ['', '', 'Email is required', 'Password is required'],
    ['ada@', '123456', 'Please enter a valid email address', null],
    ['a"da@example.com', '123456', 'You are using invalid characters', null],
    ['ada@example.com', '12345', null, 'Password must have at least 6 characters'],
  ])(
    'validates %j / %j on submit, not on blur',
    async (email, password, emailMessage, passwordMessage) => {
      const { user, dialog } = await openSignin();
      const field = fields(dialog);
      if (email) await user.type(field.email, email);
      if (password) await user.type(field.password, password);
      await user.tab();
      expect(within(dialog).queryByText(emailMessage ?? passwordMessage ?? '')).toBeNull();

      await user.click(field.submit);
      if (emailMessage) expect(field.email).toHaveAccessibleDescription(emailMessage);
      if (passwordMessage) expect(field.password).toHaveAccessibleDescription(passwordMessage);
    },
  );

  it("shows the server's field errors under e-mail and password", async () => {
    server.use(
      http.put(gatewayUrl('login/email'), () =>
        HttpResponse.json(
          {
            message: 'Invalid input',
            errors: [
              { field: 'email', message: 'No account uses this email.' },
              { field: 'password', message: 'The email or password is incorrect.' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, store } = await openSignin();
    const field = fields(dialog);
    await user.type(field.email, 'ada@example.com');
    await user.type(field.password, 'secret1');
    await user.click(field.submit);

    await waitFor(() =>
      expect(field.email).toHaveAccessibleDescription('No account uses this email.'),
    );
    expect(field.password).toHaveAccessibleDescription('The email or password is incorrect.');
    expect(field.email).toHaveFocus();
    expect(store.getState().auth.userId).toBeNull();
    expect(store.getState().ui.modal.type).toBe('Signin');
    expect(reports).toHaveLength(0);
  });

  it.each([
    {
      when: 'a redirectUrl is given',
      props: { redirectUrl: '/checkout?booking=abc' },
      route: '/pricing',
      inbox: inboxOf(conversation(false)),
      expected: '/checkout?booking=abc',
      inboxCalls: 0,
    },
    {
      when: 'it is opened on the feed',
      props: {},
      route: '/feed/women',
      inbox: inboxOf(conversation(false)),
      expected: '/feed',
      inboxCalls: 0,
    },
    {
      when: 'the inbox has a conversation with a real stylist',
      props: {},
      route: '/pricing',
      inbox: inboxOf(conversation(true), conversation(false)),
      expected: '/inbox',
      inboxCalls: 1,
    },
    {
      when: 'the redirectUrl is unsafe and there is a real conversation',
      props: { redirectUrl: 'https://evil.example/steal' },
      route: '/stylist/s-1/profile',
      inbox: inboxOf(conversation(false)),
      expected: '/inbox',
      inboxCalls: 1,
    },
    {
      when: 'the inbox has only a bot',
      props: {},
      route: '/pricing',
      inbox: inboxOf(conversation(true)),
      expected: '/stylistSearch',
      inboxCalls: 1,
    },
    {
      when: 'the inbox is empty',
      props: {},
      route: '/',
      inbox: inboxOf(),
      expected: '/stylistSearch',
      inboxCalls: 1,
    },
  ])(
    'closes and goes to $expected when $when',
    async ({ props, route, inbox, expected, inboxCalls }) => {
      answerSignIn();
      const calls = answerInbox('user-9', inbox);
      const { user, dialog, store } = await openSignin(props, route);
      const field = fields(dialog);
      await user.type(field.email, 'ada@example.com');
      await user.type(field.password, 'secret1');
      await user.click(field.submit);

      await waitFor(() => expect(location()).toBe(expected));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(store.getState().ui.modal.isVisible).toBe(false);
      expect(store.getState().auth.userId).toBe('user-9');
      expect(calls.count).toBe(inboxCalls);
    },
  );

  it('says it is signing in while the inbox loads, and still goes on when the inbox fails', async () => {
    answerSignIn();
    answerInbox('user-9', async () => {
      // Long enough for the status to be seen on a busy machine.
      await delay(500);
      return HttpResponse.json({ message: 'Internal error' }, { status: 500 });
    });
    const { user, dialog } = await openSignin({}, '/pricing');
    const field = fields(dialog);
    await user.type(field.email, 'ada@example.com');
    await user.type(field.password, 'secret1');
    await user.click(field.submit);

    expect(await within(dialog).findByRole('status', { name: 'Signing you in…' })).toBeVisible();
    await waitFor(() => expect(location()).toBe('/stylistSearch'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(reports).toHaveLength(1));
  });

  it('swaps to Signup with the same props', async () => {
    const props = { redirectUrl: '/shopping-list', source: 'header', element: 'cart click' };
    const { user, dialog, store } = await openSignin(props);
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));

    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(store.getState().ui.modal).toMatchObject({ type: 'Signup', modalProps: props });
  });

  it('opens ResetPassword with the typed e-mail from Forgot password', async () => {
    const { user, dialog } = await openSignin();
    await user.type(fields(dialog).email, 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));

    const reset = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(reset).getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('closes from the close button without signing in or moving', async () => {
    const { user, dialog, store } = await openSignin({}, '/feed');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().ui.modal.isVisible).toBe(false);
    expect(location()).toBe('/feed');
  });
});
