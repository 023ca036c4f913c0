import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { aRequest, aSession, bookingHandlers } from './bookingTestData';
import type { StylingSessionRequest } from './bookingTypes';

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

const serveRequest = (request: StylingSessionRequest | null, completed?: StylingSessionRequest) => {
  const completions: unknown[] = [];
  server.use(...bookingHandlers());
  server.use(
    http.get(gatewayUrl('styling-session'), ({ request: req }) =>
      request && new URL(req.url).searchParams.get('requestId') === request.uuid
        ? HttpResponse.json(request)
        : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    http.post(gatewayUrl('styling-session/complete'), async ({ request: req }) => {
      completions.push(await req.json());
      return completed
        ? HttpResponse.json(completed)
        : HttpResponse.json({ code: 'not_paid', message: 'Not paid' }, { status: 409 });
    }),
    http.get(gatewayUrl('session/req-1'), () => HttpResponse.json(aSession())),
  );
  return completions;
};

const renderConfirmation = (query: string) =>
  renderApp({ route: `/checkout/confirmation?${query}`, preloadedState: signedInState() });

beforeAll(() => Promise.all([import('./CheckoutConfirmationPage'), import('./ThankYouPage')]));

describe('CheckoutConfirmationPage', () => {
  it('takes a completed request straight to thank-you', async () => {
    const completions = serveRequest(aRequest({ completed: true, status: 'complete' }));
    renderConfirmation('requestId=req-1&booking=abc');
    await vi.waitFor(() => expect(location().pathname).toBe('/thank-you'));
    expect(location().searchParams.get('requestId')).toBe('req-1');
    expect(completions).toEqual([]);
  });

  it.each(['paid', 'complete'] as const)(
    'completes a %s request once, then thank-you',
    async (status) => {
      const completions = serveRequest(
        aRequest({ status }),
        aRequest({ status: 'complete', completed: true, sessionId: 'req-1' }),
      );
      renderConfirmation('requestId=req-1');
      await vi.waitFor(() => expect(location().pathname).toBe('/thank-you'));
      expect(completions).toEqual([{ requestId: 'req-1' }]);
    },
  );

  it('sends an unpaid request back to checkout with its booking', async () => {
    serveRequest(aRequest({ status: 'open' }));
    renderConfirmation('requestId=req-1&booking=eyJ4IjoxfQ%3D%3D');
    await vi.waitFor(() => expect(location().pathname).toBe('/checkout'));
    expect(location().searchParams.get('booking')).toBe('eyJ4IjoxfQ==');
  });

  it('goes back when the server finds it unpaid on completion', async () => {
    serveRequest(aRequest({ status: 'paid' }));
    renderConfirmation('requestId=req-1&booking=b1');
    await vi.waitFor(() => expect(location().pathname).toBe('/checkout'));
  });

  it.each([
    { name: 'an unknown request', query: 'requestId=nope' },
    { name: 'no request id', query: 'booking=b1' },
  ])('sends $name to the inbox', async ({ query }) => {
    serveRequest(aRequest());
    renderConfirmation(query);
    await vi.waitFor(() => expect(location().pathname).toBe('/inbox'));
  });
});
