import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const location = () => screen.getByTestId('location').textContent;

const answerAccount = () =>
  server.use(
    http.get(gatewayUrl('proxy/user/user-1'), () =>
      HttpResponse.json({
        user_uuid: 'user-1',
        first_name: 'Ada',
        last_name: 'L',
        email: 'a@b.co',
      }),
    ),
    http.get(gatewayUrl('proxy/user/user-1/cart'), () => HttpResponse.json({ items: [] })),
  );

describe('LoginPage', () => {
  it('sends an already signed-in visitor straight to the target', async () => {
    answerAccount();
    renderApp({ route: '/login?target=/orders', preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(location()).toBe('/orders');
  });

  it('sends a signed-in visitor home when there is no target or it leaves the app', async () => {
    answerAccount();
    renderApp({
      route: `/login?target=${encodeURIComponent('https://evil.example/x')}`,
      preloadedState: signedInState(),
    });
    await waitFor(() => expect(location()).toBe('/'));
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
