import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderApp } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const renderSignUp = async (route = '/login?mode=signup') => {
  const result = renderApp({ route });
  await screen.findByRole('heading', { name: 'Create your account' });
  return result;
};

const nameField = () => screen.getByLabelText('Full name');
const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: 'Sign Up' });

describe('SignUpForm', () => {
  const reports = recordReports();

  it('marks the password as required and keeps Sign Up disabled until all three are filled', async () => {
    const { user } = await renderSignUp();
    expect(passwordField()).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );

    expect(submit()).toBeDisabled();
    await user.type(nameField(), 'Ada Lovelace');
    expect(submit()).toBeDisabled();
    await user.type(emailField(), 'ada@example.com');
    expect(submit()).toBeDisabled();
    await user.type(passwordField(), 'x');
    expect(submit()).toBeEnabled();
    await user.clear(nameField());
    expect(submit()).toBeDisabled();
  });

  it.each([
    ['Ada', 'Please enter your full name'],
    ['Ada L0velace', "Name can only include letters, spaces, apostrophes ('), and hyphens (-)"],
    ['Ada L', 'First and last name must each be at least 2 characters long'],
    ['Ada Lovelacelovelacelovelace', 'First and last name should not exceed 20 characters each'],
  ])('validates the full name %s when it loses focus', async (name, message) => {
    const { user } = await renderSignUp();
    await user.type(nameField(), name);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(nameField()).toHaveAccessibleDescription(message);
  });

  it.each([
    ['ada@example', 'Please enter a valid email address'],
    ['ad a@example.com', 'You are using invalid characters'],
  ])('validates the e-mail %s when it loses focus', async (email, message) => {
    const { user } = await renderSignUp();
    await user.type(emailField(), email);
    await user.tab();
    expect(emailField()).toHaveAccessibleDescription(message);
  });

  it('validates the password when it loses focus', async () => {
    const { user } = await renderSignUp();
    await user.click(passwordField());
    await user.tab();
    expect(passwordField()).toHaveAccessibleDescription('Password is required');
    await user.type(passwordField(), '12345');
    await user.tab();
    expect(passwordField()).toHaveAccessibleDescription('Password must have at least 6 characters');
    await user.type(passwordField(), '6');
    await user.tab();
    expect(passwordField()).toHaveAccessibleDescription('At least 6 characters');
  });

  it('sends the trimmed name split on its first space and lands on the target', async () => {
    let body: unknown;
    server.use(
      http.post(gatewayUrl('signup/email'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: 't-1', accessToken: 's-1', user_uuid: 'new-1' });
      }),
      http.get(gatewayUrl('proxy/user/new-1'), () =>
        HttpResponse.json({ user_uuid: 'new-1', first_name: 'Mary', last_name: 'Ann Smith' }),
      ),
      http.get(gatewayUrl('proxy/user/new-1/cart'), () => HttpResponse.json({ items: [] })),
    );
    const { user, store } = await renderSignUp(
      `/login?mode=signup&target=${encodeURIComponent('/gift-cards/choose?plan=major')}`,
    );
    await user.type(nameField(), '  Mary Ann Smith ');
    await user.type(emailField(), 'mary@example.com ');
    await user.type(passwordField(), 'secret1');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Choose a Gift Card' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/gift-cards/choose?plan=major');
    expect(body).toEqual({
      email: 'mary@example.com',
      full_name: 'Mary Ann Smith',
      first_name: 'Mary',
      last_name: 'Ann Smith',
      password: 'secret1',
      client: 'web',
    });
    expect(store.getState().auth).toEqual({ apiToken: 't-1', userId: 'new-1', sdkToken: 's-1' });
  });

  it("shows a taken e-mail as the server's message under Email, and name errors under Full name", async () => {
    const taken = 'An account with this email already exists. Please sign in instead.';
    server.use(
      http.post(gatewayUrl('signup/email'), () =>
        HttpResponse.json(
          {
            message: 'Invalid input',
            errors: [
              { field: 'email', message: taken },
              { field: 'last_name', message: 'Last name is too long' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, store } = await renderSignUp();
    await user.type(nameField(), 'Ada Lovelace');
    await user.type(emailField(), 'ada@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(submit());

    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(taken));
    expect(emailField()).toHaveFocus();
    expect(nameField()).toHaveAccessibleDescription('Last name is too long');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().auth.userId).toBeNull();
    expect(reports).toHaveLength(0);
  });
});
