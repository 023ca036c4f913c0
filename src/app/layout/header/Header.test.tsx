import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ModalHost } from '@/app/layout/ModalHost';
import { gatewayApi } from '@/api/gatewayApi';
import { gatewayUrl } from '@/testing/apiUrls';
import { conversation } from '@/testing/inboxTestData';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { signedInAccountHandlers } from '@/testing/handlers';
import { server } from '@/testing/server';
import { Header } from './Header';

const useAccount = (cartCount: number) =>
  server.use(
    ...signedInAccountHandlers({ cartCount }),
    http.delete(gatewayUrl('login/token'), () => new HttpResponse(null, { status: 204 })),
  );

describe('Header', () => {
  it('offers sign-in and the quiz to visitors, with a cart link and no badge', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Take the Quiz' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    expect(screen.getByRole('link', { name: 'My Cart' })).toHaveAttribute('href', '/shopping-list');
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it("opens Signup instead of the cart for a visitor, and lands on the cart once they're signed up", async () => {
    server.use(
      http.post(gatewayUrl('signup/email'), () =>
        HttpResponse.json({ token: 't-1', accessToken: 's-1', user_uuid: 'user-1' }),
      ),
    );
    useAccount(0);
    const { user, store } = renderWithProviders(
      <>
        <Header />
        <ModalHost />
      </>,
      { route: '/pricing' },
    );
    await user.click(screen.getByRole('link', { name: 'My Cart' }));

    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);
    expect(store.getState().ui.modal.modalProps).toEqual({
      source: 'header',
      element: 'cart click',
      redirectUrl: '/shopping-list',
    });

    await user.type(within(dialog).getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/shopping-list$/),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Cart' })).not.toHaveAttribute('aria-haspopup');
  });

  it('takes a signed-in shopper to the cart without a modal', async () => {
    useAccount(0);
    const { user, store } = renderWithProviders(<Header />, {
      preloadedState: signedInState(),
      route: '/pricing',
    });
    await screen.findByRole('button', { name: /Ada/ });
    await user.click(screen.getByRole('link', { name: 'My Cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shopping-list$/);
    expect(store.getState().ui.modal.isVisible).toBe(false);
  });

  it('shows the cart count badge only when the count is above 0', async () => {
    useAccount(3);
    renderWithProviders(<Header />, { preloadedState: signedInState() });
    expect(await screen.findByRole('link', { name: 'My Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('hides the badge for an empty cart', async () => {
    useAccount(0);
    renderWithProviders(<Header />, { preloadedState: signedInState() });
    expect(await screen.findByRole('button', { name: /Ada/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it("shows the inbox's unread count only when it is above 0, in the link's name too", async () => {
    useAccount(0);
    const unread = { count: 2 };
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/inbox'), () =>
        HttpResponse.json({
          items: [
            { ...conversation(false), unread_count: unread.count },
            { ...conversation(true), unread_count: 0 },
          ],
        }),
      ),
    );
    const { store } = renderWithProviders(<Header />, { preloadedState: signedInState() });
    const link = await screen.findByRole('link', { name: 'Inbox, 2 unread' });
    expect(link).toHaveAttribute('href', '/inbox');
    expect(screen.getByTestId('inbox-count')).toHaveTextContent('2');

    unread.count = 0;
    await act(() => store.dispatch(gatewayApi.util.invalidateTags(['Inbox'])));
    expect(await screen.findByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/inbox');
    expect(screen.queryByTestId('inbox-count')).not.toBeInTheDocument();
  });

  it('has no inbox link for visitors', () => {
    renderWithProviders(<Header />);
    expect(screen.queryByRole('link', { name: /^Inbox/ })).not.toBeInTheDocument();
  });

  it('gives signed-in shoppers an account menu that closes on Escape and signs out', async () => {
    useAccount(0);
    const { user, store } = renderWithProviders(<Header />, {
      preloadedState: signedInState(),
      route: '/feed',
    });
    const toggle = await screen.findByRole('button', { name: /Ada/ });
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    expect(store.getState().auth).toEqual({ apiToken: null, sdkToken: null, userId: null });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('closes the account menu when the shopper chooses a link in it, clicks outside or goes Back', async () => {
    useAccount(0);
    const { user } = renderWithProviders(<Header />, {
      preloadedState: signedInState(),
      route: '/pricing',
    });
    const toggle = await screen.findByRole('button', { name: /Ada/ });

    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Account' });
    await user.click(within(menu).getByRole('link', { name: 'My Orders' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders$/);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    within(menu).getByRole('link', { name: 'Inbox' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/inbox$/);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu once a page is chosen from it', async () => {
    const { user } = renderWithProviders(<Header />, { route: '/pricing' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await user.click(within(panel!).getByRole('link', { name: 'How It Works' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/how-it-works$/);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
