import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { StylistProfilePage } from '@/features/stylists/profile/StylistProfilePage';
import { buildStylist, serveProfile } from '@/features/stylists/profile/profileTestData';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { PAGE_ANSWERS_ID } from './pageAnswers';
import { stylistsApi } from './stylistsApi';

/** The answers the server puts into a page (server/src/http/pageAnswers.ts). */
const putAnswersInPage = (answers: Record<string, unknown>) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_ANSWERS_ID;
  script.textContent = JSON.stringify(answers);
  document.head.append(script);
};

/** Every request the page makes: its URL and its platform header. */
const requests: { url: string; platform: string | null }[] = [];
const record = ({ request }: { request: Request }) => {
  requests.push({ url: request.url, platform: request.headers.get('platform') });
};
beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  document.getElementById(PAGE_ANSWERS_ID)?.remove();
});

const reads = () => requests.filter((request) => request.url.includes('/proxy/stylist/s-1/read'));

const renderProfile = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<StylistProfilePage />, {
    route: '/stylist/s-1/profile',
    path: '/stylist/:id/profile',
    ...options,
  });

describe("a page's answers (the server's, in the page)", () => {
  it("show a visitor the stylist's profile with no request for the record", async () => {
    serveProfile();
    putAnswersInPage({
      'proxy/stylist/s-1/read': buildStylist({ name: 'Ann Lee-Page', bio: 'From the page.' }),
    });
    renderProfile();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ann Lee-Page' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Review text 1')).toBeInTheDocument();
    expect(reads()).toEqual([]);
    // Everything else the page asks the gateway for carries the platform header (spec 000 §7).
    const gateway = requests.filter((request) => request.url.includes('/gateway/'));
    expect(gateway.length).toBeGreaterThan(0);
    for (const request of gateway) expect(request.platform, request.url).toBe('web-desktop');
  });

  it('are read once: the next read of the record asks the gateway, with the header', async () => {
    serveProfile();
    putAnswersInPage({ 'proxy/stylist/s-1/read': buildStylist({ name: 'Ann Lee-Page' }) });
    const store = makeStore();
    const first = await store.dispatch(stylistsApi.endpoints.getStylist.initiate('s-1'));
    expect(first.data?.name).toBe('Ann Lee-Page');
    expect(reads()).toEqual([]);

    const again = await store.dispatch(
      stylistsApi.endpoints.getStylist.initiate('s-1', { forceRefetch: true }),
    );
    expect(again.data?.name).toBe('Ann Lee');
    expect(reads()).toEqual([
      { url: 'http://localhost:3000/gateway/proxy/stylist/s-1/read', platform: 'web-desktop' },
    ]);
  });

  it("are a visitor's: a signed-in shopper's read goes to the gateway", async () => {
    serveProfile();
    putAnswersInPage({ 'proxy/stylist/s-1/read': buildStylist({ name: 'Ann Lee-Page' }) });
    const store = makeStore({ preloadedState: signedInState() });
    const result = await store.dispatch(stylistsApi.endpoints.getStylist.initiate('s-1'));
    expect(result.data?.name).toBe('Ann Lee');
    expect(reads()).toEqual([
      { url: 'http://localhost:3000/gateway/proxy/stylist/s-1/read', platform: 'web-desktop' },
    ]);
  });

  it('leave the page alone when it has none, or when they are not JSON', async () => {
    serveProfile();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_ANSWERS_ID;
    script.textContent = '{not json';
    document.head.append(script);
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    expect(reads()).toHaveLength(1);
  });
});
