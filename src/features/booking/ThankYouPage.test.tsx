import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { aSession, bookingHandlers } from './bookingTestData';

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

beforeAll(() => import('./ThankYouPage'));

describe('ThankYouPage', () => {
  it('welcomes the shopper with the stylist and leads on to the quiz', async () => {
    server.use(...bookingHandlers());
    server.use(http.get(gatewayUrl('session/req-1'), () => HttpResponse.json(aSession())));
    renderApp({ route: '/thank-you?requestId=req-1', preloadedState: signedInState() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome! Ana Silva Is Your Stylist' }),
    ).toBeVisible();
    expect(screen.getByText('Your Major session has started.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Answer Ana’s Questions' })).toHaveAttribute(
      'href',
      '/quiz?requestId=req-1',
    );
  });

  it('tells a new member when the trial ends and opens the billing portal', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: window.location.href });
    server.use(...bookingHandlers());
    server.use(
      http.get(gatewayUrl('session/req-1'), () =>
        HttpResponse.json(
          aSession({
            type: 'subscription',
            isTrial: true,
            total: 117,
            trialEnd: '2026-11-26T12:00:00Z',
          }),
        ),
      ),
      http.get(gatewayUrl('user/user-1/billing-portal'), () =>
        HttpResponse.json({ url: 'http://localhost:3000/api/billing-portal/t1' }),
      ),
    );
    const { user } = renderApp({
      route: '/thank-you?requestId=req-1',
      preloadedState: signedInState(),
    });
    expect(
      await screen.findByText(
        /Your free trial ends on November 26, 2026\. Then \$117 is charged every month/,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Manage membership' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/api/billing-portal/t1'),
    );
    vi.unstubAllGlobals();
  });

  it('sends a session that cannot be found to the inbox', async () => {
    server.use(...bookingHandlers());
    server.use(http.get(gatewayUrl('session/req-1'), () => HttpResponse.json({}, { status: 404 })));
    renderApp({ route: '/thank-you?requestId=req-1', preloadedState: signedInState() });
    await vi.waitFor(() => expect(location().pathname).toBe('/inbox'));
  });
});
