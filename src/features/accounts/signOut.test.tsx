import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Header } from '@/app/layout/header/Header';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { signedInAccountHandlers } from '@/testing/handlers';
import { server } from '@/testing/server';

const signedOutAuth = { apiToken: null, sdkToken: null, userId: null };

const signOutFromHeader = async (answer: () => Response) => {
  const revoked: (string | null)[] = [];
  server.use(
    ...signedInAccountHandlers(),
    http.delete(gatewayUrl('login/token'), ({ request }) => {
      revoked.push(request.headers.get('token'));
      return answer();
    }),
  );
  const result = renderWithProviders(<Header />, {
    preloadedState: signedInState('user-1', 'token-1'),
    route: '/orders',
  });
  await result.user.click(await screen.findByRole('button', { name: /Ada/ }));
  const menu = screen.getByRole('navigation', { name: 'Account' });
  await result.user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
  return { ...result, revoked };
};

describe('sign-out', () => {
  const reports = recordReports();

  it('revokes the token on the gateway, clears auth and goes home', async () => {
    const { store, revoked } = await signOutFromHeader(
      () => new HttpResponse(null, { status: 204 }),
    );
    expect(store.getState().auth).toEqual(signedOutAuth);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(revoked).toEqual(['token-1']));
    expect(reports).toHaveLength(0);
  });

  it.each([
    ['a server error', () => HttpResponse.json({}, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
  ])('signs out even when revoking fails with %s', async (_case, answer) => {
    const { store, revoked } = await signOutFromHeader(answer);
    expect(store.getState().auth).toEqual(signedOutAuth);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(revoked).toEqual(['token-1']));
    await waitFor(() => expect(reports).toHaveLength(1));
  });
});
