import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { gatewayUrl, rootUrl } from '@/testing/apiUrls';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const user = {
  user_uuid: 'user-1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
};

const location = () => screen.getByTestId('location').textContent;

describe('app routes', () => {
  it('sends unknown paths to the home page', async () => {
    renderApp({ route: '/nowhere/at/all' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('sends a signed-out visitor from a protected route to login with the path and query', async () => {
    renderApp({ route: '/inbox?tab=unread' });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(location()).toBe(`/login?target=${encodeURIComponent('/inbox?tab=unread')}`);
  });

  it('shows a spinner while the user loads, then the protected page', async () => {
    server.use(
      http.get(gatewayUrl('proxy/user/user-1'), () => HttpResponse.json(user)),
      http.get(gatewayUrl('proxy/user/user-1/cart'), () =>
        HttpResponse.json({ items: [], quota_max: 0 }),
      ),
    );
    renderApp({ route: '/orders', preloadedState: signedInState() });
    expect(screen.getByRole('status', { name: 'Loading your account…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(location()).toBe('/orders');
  });

  it('offers a retry when the user cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(gatewayUrl('proxy/user/user-1'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(user);
      }),
      http.get(gatewayUrl('proxy/user/user-1/cart'), () => HttpResponse.json({ items: [] })),
    );
    const { user: shopper } = renderApp({ route: '/orders', preloadedState: signedInState() });
    await shopper.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
  });

  it('signs out and goes to login when the stored token is rejected', async () => {
    server.use(
      http.get(gatewayUrl('proxy/user/user-1'), () => HttpResponse.json({}, { status: 401 })),
      http.get(gatewayUrl('proxy/user/user-1/cart'), () => HttpResponse.json({}, { status: 401 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = renderApp({ route: '/settings/password', preloadedState: signedInState() });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(warn).toHaveBeenCalled();
    expect(store.getState().auth.userId).toBeNull();
    expect(location()).toBe(`/login?target=${encodeURIComponent('/settings/password')}`);
  });

  it('shows the single match page without header or footer', async () => {
    server.use(http.get(gatewayUrl('proxy/user/user-1'), () => HttpResponse.json(user)));
    renderApp({ route: '/match', preloadedState: signedInState() });
    expect(
      await screen.findByRole('heading', { name: 'Meet Your New Stylist!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each([
    ['/how-it-works', 'How It Works'],
    ['/onboarding', "Let's get started, what are you looking for?"],
    ['/gift-cards/choose?plan=major', 'Choose a Gift Card'],
    ['/feed/menswear', 'Looks from our stylists'],
    ['/item-legacy/42', 'Linen Shirt'],
  ])('reaches the public route %s', async (route, heading) => {
    server.use(
      http.get(gatewayUrl('feed'), () =>
        HttpResponse.json({ items: [], pageInfo: { hasNextPage: false, nextPageToken: null } }),
      ),
      http.get(rootUrl('item/42'), () =>
        HttpResponse.json({ uuid: '42', name: 'Linen Shirt', sizes: ['M'], price: 80 }),
      ),
    );
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(location()).toBe(route);
  });
});
