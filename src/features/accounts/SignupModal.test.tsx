import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ModalHost } from '@/app/layout/ModalHost';
import { makeStore } from '@/app/store';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { modalOpened } from '@/blocks/modals/uiSlice';

/** The modal host on `route` with Signup open. */
const openSignup = async (
  modalProps: ModalPropsByType['Signup'] = {},
  route = '/pricing',
  title = 'Create your account',
) => {
  const store = makeStore();
  store.dispatch(modalOpened({ type: 'Signup', modalProps }));
  const result = renderWithProviders(<ModalHost />, { route, store });
  const dialog = await screen.findByRole('dialog', { name: title });
  return { ...result, dialog };
};

const location = () => screen.getByTestId('location').textContent;

const fields = (dialog: HTMLElement) => ({
  name: within(dialog).getByLabelText('Full name'),
  email: within(dialog).getByLabelText('Email'),
  password: within(dialog).getByLabelText(/^Password/),
  submit: within(dialog).getByRole('button', { name: 'Sign Up' }),
});

const fillIn = async (
  user: ReturnType<typeof renderWithProviders>['user'],
  dialog: HTMLElement,
) => {
  const field = fields(dialog);
  await user.type(field.name, 'Ada Lovelace');
  await user.type(field.email, 'ada@example.com');
  await user.type(field.password, 'secret1');
  return field;
};

const answerSignUp = () =>
  server.use(
    http.post(gatewayUrl('signup/email'), () =>
      HttpResponse.json({ token: 't-1', accessToken: 's-1', user_uuid: 'new-1' }),
    ),
  );

describe('SignupModal', () => {
  const reports = recordReports();

  it('asks for full name, e-mail and a required password, with the terms and a switch to sign-in', async () => {
    const { dialog } = await openSignup();
    const field = fields(dialog);
    expect(
      within(dialog).getByText(
        'Get matched with a personal stylist and shop looks picked just for you.',
      ),
    ).toBeInTheDocument();
    expect(field.password).toHaveAttribute('aria-required', 'true');
    expect(dialog).toHaveTextContent(
      'By registering you accept our Terms of Service and Privacy Policy.',
    );
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByTestId('social-sign-in')).not.toBeInTheDocument();
    expect(field.name).toHaveFocus();
  });

  it('words the unlock variant for the quiz', async () => {
    const { dialog } = await openSignup(
      { variant: 'unlock' },
      '/onboarding/styles/6',
      'Unlock your stylist matches',
    );
    expect(
      within(dialog).getByText('Create a free account to see the stylists who match your style.'),
    ).toBeInTheDocument();
  });

  it('keeps Sign Up disabled until name, e-mail and password are filled', async () => {
    const { user, dialog } = await openSignup();
    const field = fields(dialog);
    expect(field.submit).toBeDisabled();
    await user.type(field.name, 'Ada Lovelace');
    await user.type(field.email, 'ada@example.com');
    expect(field.submit).toBeDisabled();
    await user.type(field.password, 'x');
    expect(field.submit).toBeEnabled();
    await user.clear(field.email);
    expect(field.submit).toBeDisabled();
  });

  it.each([
    ['name', '', 'Please enter your full name'],
    ['name', 'Ada', 'Please enter your full name'],
    [
      'name',
      'Ada L0velace',
      "Name can only include letters, spaces, apostrophes ('), and hyphens (-)",
    ],
    ['name', 'Ada L', 'First and last name must each be at least 2 characters long'],
    [
      'name',
      'Ada Lovelacelovelacelovelace',
      'First and last name should not exceed 20 characters each',
    ],
    ['email', '', 'Email is required'],
    ['email', 'ad a@example.com', 'You are using invalid characters'],
    ['email', 'ada@example', 'Please enter a valid email address'],
    ['password', '', 'Password is required'],
    ['password', '12345', 'Password must have at least 6 characters'],
  ] as const)('validates the %s %j when it loses focus', async (name, value, message) => {
    const { user, dialog } = await openSignup();
    const field = fields(dialog)[name];
    await user.click(field);
    if (value) await user.type(field, value);
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(field).toHaveAccessibleDescription(message);
  });

  it('keeps focus in a field while the switch to sign-in is pressed, so no error shifts it away', async () => {
    const { user, dialog } = await openSignup();
    const field = fields(dialog);
    await user.type(field.name, 'Ada');
    await user.pointer({
      keys: '[MouseLeft>]',
      target: within(dialog).getByRole('button', { name: 'Sign in' }),
    });
    expect(field.name).toHaveFocus();
    expect(within(dialog).queryByText('Please enter your full name')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]' });
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('validates everything again on submit', async () => {
    const { user, dialog } = await openSignup();
    const field = fields(dialog);
    await user.type(field.name, 'Ada');
    await user.type(field.email, 'ada@example');
    await user.type(field.password, '123');
    await user.click(field.submit);
    expect(field.name).toHaveAccessibleDescription('Please enter your full name');
    expect(field.email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field.password).toHaveAccessibleDescription('Password must have at least 6 characters');
  });

  it.each([
    ['email', 'email', 'An account with this email already exists. Please sign in instead.'],
    ['password', 'password', 'This password is too common.'],
    ['name', 'name', 'Name is not allowed.'],
    ['lastname', 'name', 'Last name is not allowed.'],
    ['first_name', 'name', 'First name is too long.'],
    ['last_name', 'name', 'Last name is too long.'],
  ] as const)(
    "shows the server's %s error under the %s field",
    async (serverField, formField, message) => {
      server.use(
        http.post(gatewayUrl('signup/email'), () =>
          HttpResponse.json(
            { message: 'Invalid input', errors: [{ field: serverField, message }] },
            { status: 400 },
          ),
        ),
      );
      const { user, dialog, store } = await openSignup();
      const field = await fillIn(user, dialog);
      await user.click(field.submit);

      await waitFor(() => expect(field[formField]).toHaveAccessibleDescription(message));
      expect(field[formField]).toHaveFocus();
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(store.getState().auth.userId).toBeNull();
      expect(store.getState().ui.modal.type).toBe('Signup');
      expect(reports).toHaveLength(0);
    },
  );

  it.each([
    {
      when: 'a redirectUrl is given',
      redirectUrl: '/shopping-list',
      route: '/feed',
      expected: '/shopping-list',
    },
    {
      when: 'on /onboarding/style',
      redirectUrl: undefined,
      route: '/onboarding/style',
      expected: '/stylistSearch',
    },
    { when: 'on /feed', redirectUrl: undefined, route: '/feed', expected: '/feed' },
    {
      when: 'on /gifts/shopping',
      redirectUrl: undefined,
      route: '/gifts/shopping',
      expected: '/gifts/shopping',
    },
    { when: 'on /pricing', redirectUrl: undefined, route: '/pricing', expected: '/onboarding' },
    {
      when: 'the redirectUrl is unsafe',
      redirectUrl: '//evil.example',
      route: '/pricing',
      expected: '/onboarding',
    },
  ])('closes and goes to $expected when $when', async ({ redirectUrl, route, expected }) => {
    answerSignUp();
    const { user, dialog, store } = await openSignup({ redirectUrl, source: 'test' }, route);
    const field = await fillIn(user, dialog);
    await user.click(field.submit);

    await waitFor(() => expect(location()).toBe(expected));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().ui.modal.isVisible).toBe(false);
    expect(store.getState().auth.userId).toBe('new-1');
  });

  it('only closes for the unlock variant: the quiz decides what comes next', async () => {
    answerSignUp();
    const { user, dialog, store } = await openSignup(
      { variant: 'unlock', redirectUrl: '/shopping-list' },
      '/onboarding/styles/6',
      'Unlock your stylist matches',
    );
    const field = await fillIn(user, dialog);
    await user.click(field.submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().ui.modal.isVisible).toBe(false);
    expect(store.getState().auth.userId).toBe('new-1');
    expect(location()).toBe('/onboarding/styles/6');
  });

  it('swaps to Signin with the same props and back again', async () => {
    const props = { redirectUrl: '/feed?look=7', source: 'feed', element: 'favorite click' };
    const { user, dialog, store } = await openSignup(props);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    const signin = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(screen.queryByRole('dialog', { name: 'Create your account' })).not.toBeInTheDocument();
    expect(store.getState().ui.modal).toMatchObject({ type: 'Signin', modalProps: props });

    await user.click(within(signin).getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(store.getState().ui.modal).toMatchObject({ type: 'Signup', modalProps: props });
  });

  it('closes on a backdrop click', async () => {
    const { user, store } = await openSignup();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().ui.modal.isVisible).toBe(false);
  });
});
