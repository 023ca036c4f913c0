import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { gatewayUrl, rootUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { SessionBootstrap } from './SessionBootstrap';
import { markTrackedToday } from './sessionTracking';

describe('SessionBootstrap', () => {
  it('signs in again with the stored token on start and refreshes the SDK token', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(gatewayUrl('login/token'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          token: 'token-1',
          accessToken: 'fresh-sdk',
          user_uuid: 'user-1',
        });
      }),
    );
    const { store } = renderWithProviders(<SessionBootstrap />, {
      preloadedState: signedInState(),
    });
    await waitFor(() => expect(store.getState().auth.sdkToken).toBe('fresh-sdk'));
    expect(sent).toEqual([{ token: 'token-1' }]);
  });

  it('signs out when the stored token is rejected', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.put(gatewayUrl('login/token'), () => HttpResponse.json({}, { status: 401 })));
    const { store } = renderWithProviders(<SessionBootstrap />, {
      preloadedState: signedInState(),
    });
    await waitFor(() => expect(store.getState().auth.apiToken).toBeNull());
  });

  it('makes no call for a visitor', async () => {
    const onRequest = vi.fn();
    server.events.on('request:start', onRequest);
    renderWithProviders(<SessionBootstrap />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.events.removeAllListeners();
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('tracks the session once a day', async () => {
    const tracked = vi.fn();
    server.use(
      http.post(rootUrl('user/:uid/trackSession'), async ({ request, params }) => {
        tracked(params.uid, await request.json());
        return HttpResponse.json({ tracked: true });
      }),
    );
    const first = renderWithProviders(<SessionBootstrap />, { preloadedState: signedInState() });
    await waitFor(() => expect(tracked).toHaveBeenCalledWith('user-1', { client: 'web' }));
    first.unmount();

    renderWithProviders(<SessionBootstrap />, { preloadedState: signedInState() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tracked).toHaveBeenCalledOnce();
  });

  it('does not track again when today is already recorded', async () => {
    markTrackedToday('user-1');
    const tracked = vi.fn();
    server.use(
      http.post(rootUrl('user/:uid/trackSession'), () => (tracked(), HttpResponse.json({}))),
    );
    renderWithProviders(<SessionBootstrap />, { preloadedState: signedInState() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tracked).not.toHaveBeenCalled();
  });
});
