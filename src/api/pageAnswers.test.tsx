import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preloadRouteData } from '@/app/routeData';
import { makeStore } from '@/app/store';
import { ItemPage } from '@/features/looks/item/ItemPage';
import { buildApiItem } from '@/features/looks/item/itemTestData';
import { OutfitPage } from '@/features/looks/outfit/OutfitPage';
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

  it("give a look's and an item's page their data before the first render, with no request", async () => {
    putAnswersInPage({
      'proxy/outfit/web/o-1/null': {
        unique: 'o-1',
        outfit_name: 'Linen from the page',
        picture: '/media/looks/o-1.svg',
        attributes: { gender: 'female' },
        owner: { uuid: 's-1', first_name: 'Ann', last_name: 'Lee', profile_picture: null },
        liked: false,
        items: [buildApiItem()],
      },
      'proxy/item/catalog/i-1': buildApiItem({ name: 'Shirt from the page' }),
    });
    // What the app's entry does before its first render (src/main.tsx).
    const store = makeStore();
    await preloadRouteData('/app/outfit/o-1', store);
    await preloadRouteData('/app/item/i-1', store);
    expect(requests).toEqual([]);

    // The first render is the page, with the picture the server drew in the shell: no skeleton.
    const look = renderWithProviders(<OutfitPage />, {
      store,
      route: '/outfit/o-1',
      path: '/outfit/:collectionId',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Linen from the page' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Linen from the page by Ann Lee' })).toHaveAttribute(
      'src',
      '/media/looks/o-1.svg',
    );
    look.unmount();
    renderWithProviders(<ItemPage />, { store, route: '/item/i-1', path: '/item/:itemId' });
    expect(screen.getByRole('heading', { level: 1, name: 'Shirt from the page' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Shirt from the page' })).toHaveAttribute(
      'src',
      '/media/items/i-1.svg',
    );
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
