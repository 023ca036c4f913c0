import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { buildApiItem } from '../item/itemTestData';
import type { ApiOutfitDetail } from '../outfit';
import { OutfitPage } from './OutfitPage';

const ROUTE = '/outfit/o-1?source=feed';

const aLook = (overrides: Partial<ApiOutfitDetail> = {}): ApiOutfitDetail => ({
  unique: 'o-1',
  outfit_name: 'Weekend linen',
  picture: '/media/looks/o-1.svg',
  attributes: { gender: 'female' },
  owner: { uuid: 's-1', first_name: 'Ann', last_name: 'Lee', profile_picture: null },
  liked: false,
  items: [buildApiItem(), buildApiItem({ uuid: 'i-2', item_uuid: 'i-2', name: 'Wide Trousers' })],
  ...overrides,
});

/** Serves the look at `proxy/outfit/web/o-1/{reader}`; returns the readers it was asked for. */
const serveLook = (look: ApiOutfitDetail = aLook()) => {
  const readers: string[] = [];
  server.use(
    http.get(gatewayUrl('proxy/outfit/web/o-1/:reader'), ({ params }) => {
      readers.push(String(params.reader));
      return HttpResponse.json(look);
    }),
  );
  return readers;
};

const moreLook = (uuid: string) => ({
  uuid,
  name: `Look ${uuid}`,
  picture: `/media/looks/${uuid}.svg`,
  style_tags: [],
});

type LooksPage = { outfits: ReturnType<typeof moreLook>[]; nextPage: number | null };

/** Serves Ann's looks page by page (`from`); returns the query of each request. */
const serveMoreLooks = (
  pages: Record<number, LooksPage> = { 1: { outfits: [], nextPage: null } },
) => {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(gatewayUrl('proxy/stylist/s-1/looks'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(Object.fromEntries(params));
      return HttpResponse.json(
        pages[Number(params.get('from'))] ?? { outfits: [], nextPage: null },
      );
    }),
  );
  return asked;
};

const renderOutfit = ({ signedIn = false } = {}) =>
  renderWithProviders(<OutfitPage />, {
    route: ROUTE,
    path: '/outfit/:collectionId',
    preloadedState: signedIn ? signedInState() : undefined,
  });

const title = () => screen.findByRole('heading', { level: 1, name: 'Weekend linen' });

/**
 * The banner is for phones: CSS hides it above the mobile breakpoint, and jsdom (31) applies
 * media queries at a fixed 1024px-wide viewport, so it is there but hidden, and has no accessible
 * name to find it by here: it is the aside its title labels.
 */
const quizBanner = () => {
  const bannerTitle = screen.queryByText('Want looks picked just for you?');
  const banner = bannerTitle?.closest('aside') ?? null;
  if (banner) expect(banner).toHaveAttribute('aria-labelledby', bannerTitle?.id);
  return banner;
};

afterEach(() => {
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
});

describe('OutfitPage', () => {
  recordReports();

  it('shows the look, its stylist and every piece as a card to its item page', async () => {
    const readers = serveLook();
    serveMoreLooks();
    renderOutfit();

    expect(screen.getByLabelText('Loading the look')).toHaveAttribute('aria-busy', 'true');
    expect(await title()).toBeInTheDocument();
    expect(readers).toEqual(['null']);
    expect(screen.getByRole('img', { name: 'Weekend linen by Ann Lee' })).toHaveAttribute(
      'src',
      '/media/looks/o-1.svg',
    );
    expect(screen.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      '/stylist/s-1/profile',
    );

    const pieces = within(screen.getByRole('region', { name: 'Shop the look' }));
    expect(pieces.getAllByRole('listitem')).toHaveLength(2);
    expect(pieces.getByRole('link', { name: /Linen Shirt/ })).toHaveAttribute(
      'href',
      '/item/i-1?source=outfit&context=look&collectionId=o-1',
    );
    expect(pieces.getByRole('link', { name: /Wide Trousers/ })).toHaveAttribute(
      'href',
      '/item/i-2?source=outfit&context=look&collectionId=o-1',
    );
  });

  it("opens Signup for a visitor's like, to come back to this look", async () => {
    serveLook();
    serveMoreLooks();
    const { store, user } = renderOutfit();
    await title();
    const like = screen.getByRole('button', { name: 'Like Weekend linen' });
    await user.click(like);
    expect(store.getState().ui.modal).toEqual({
      type: 'Signup',
      isVisible: true,
      modalProps: { source: 'outfit', element: 'favorite click', redirectUrl: ROUTE },
    });
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('gives a visitor the style quiz banner and no cart link', async () => {
    serveLook();
    serveMoreLooks();
    renderOutfit();
    await title();
    const banner = quizBanner();
    expect(banner).toBeInTheDocument();
    expect(banner).not.toBeVisible();
    expect(
      within(banner as HTMLElement).getByRole('link', {
        name: 'Take the style quiz',
        hidden: true,
      }),
    ).toHaveAttribute('href', '/onboarding');
    expect(screen.queryByRole('link', { name: 'My cart' })).not.toBeInTheDocument();
  });

  it('gives a shopper the cart, no quiz banner, and a like that sticks', async () => {
    const readers = serveLook();
    const asked = serveMoreLooks();
    const liked: string[] = [];
    server.use(
      http.post(gatewayUrl('proxy/outfit/like/o-1'), async ({ request }) => {
        liked.push(JSON.stringify(await request.json()));
        return HttpResponse.json({ liked: true });
      }),
    );
    const { user } = renderOutfit({ signedIn: true });
    await title();
    expect(readers).toEqual(['user-1']);
    expect(screen.getByRole('link', { name: 'My cart' })).toHaveAttribute('href', '/shopping-list');
    expect(quizBanner()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Like Weekend linen' }));
    await waitFor(() => expect(liked).toEqual(['{"user_uuid":"user-1"}']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Like Weekend linen' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await waitFor(() => expect(asked[0]).toMatchObject({ reader_uuid: 'user-1' }));
  });

  it('says when the look does not exist, with a way to the feed', async () => {
    server.use(
      http.get(gatewayUrl('proxy/outfit/web/o-1/:reader'), () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    renderOutfit();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that look" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse looks' })).toHaveAttribute('href', '/feed');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry when the look fails to load, and shows it once it does', async () => {
    let calls = 0;
    server.use(
      http.get(gatewayUrl('proxy/outfit/web/o-1/:reader'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json(aLook());
      }),
    );
    serveMoreLooks();
    const { user } = renderOutfit();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this look");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await title()).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("shows the stylist's other looks, 5 a page, and loads more on request", async () => {
    // A long page: the first page of looks does not reach the scroll threshold on its own.
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 10_000,
    });
    serveLook();
    const asked = serveMoreLooks({
      1: { outfits: [moreLook('o-2'), moreLook('o-1'), moreLook('o-3')], nextPage: 2 },
      2: { outfits: [moreLook('o-4')], nextPage: null },
    });
    const { user } = renderOutfit();
    const more = within(await screen.findByRole('region', { name: 'More looks by Ann' }));
    expect(await more.findByRole('link', { name: 'Look o-2' })).toHaveAttribute(
      'href',
      '/outfit/o-2?source=outfit',
    );
    expect(more.getByRole('link', { name: 'Look o-3' })).toBeInTheDocument();
    expect(more.queryByRole('link', { name: 'Look o-1' })).not.toBeInTheDocument();
    expect(asked).toEqual([
      { public: 'true', type: 'look', reader_uuid: '', from: '1', count: '5' },
    ]);

    await user.click(more.getByRole('button', { name: 'Load more looks' }));
    expect(await more.findByRole('link', { name: 'Look o-4' })).toBeInTheDocument();
    expect(asked.map((query) => query.from)).toEqual(['1', '2']);
    expect(more.queryByRole('button', { name: 'Load more looks' })).not.toBeInTheDocument();
  });
});
