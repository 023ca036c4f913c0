import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiStylist } from '@/api/stylistTypes';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { favoritesPage, manyFavorites } from '../favoritesTestData';
import { aStylist } from '../stylistFixtures';
import { FavoriteStylists } from './FavoriteStylists';

const ana = aStylist({ uuid: 's-1', first_name: 'Ana', last_name: 'Silva' });
const bo = aStylist({ uuid: 's-2', first_name: 'Bo', last_name: 'Park', location: null });

/**
 * Serves the favourites as the server keeps them, page by page: a DELETE that succeeds takes the
 * stylist off, so the refetch after it agrees. Records the pages asked for ('from/count') and the
 * stylists removed.
 */
const serveFavorites = (initial: ApiStylist[], { deleteStatus = 200 } = {}) => {
  let favorites = [...initial];
  const calls = { asked: [] as string[], removed: [] as string[] };
  server.use(
    http.get(gatewayUrl('proxy/user/user-1/favourites'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.asked.push(`${params.get('from')}/${params.get('count')}`);
      return HttpResponse.json(favoritesPage(favorites, request.url));
    }),
    http.delete(gatewayUrl('proxy/user/user-1/favourites/:stylistId'), ({ params }) => {
      calls.removed.push(String(params.stylistId));
      if (deleteStatus !== 200) return HttpResponse.json({}, { status: deleteStatus });
      favorites = favorites.filter((stylist) => stylist.uuid !== params.stylistId);
      return HttpResponse.json({ favorite: false });
    }),
  );
  return calls;
};

/** A tall page scrolled to the top: infinite scroll waits, so the button is what loads more. */
const tallPage = () =>
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 10_000,
  });

const renderStylists = () =>
  renderWithProviders(<FavoriteStylists />, { preloadedState: signedInState() });

describe('FavoriteStylists', () => {
  recordReports();

  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it('shows each favourite stylist with portrait, profile link, location and rating', async () => {
    const calls = serveFavorites([ana, bo]);
    renderStylists();
    const card = within(await screen.findByRole('article', { name: 'Ana Silva' }));
    expect(card.getByRole('link', { name: 'Ana Silva' })).toHaveAttribute(
      'href',
      '/stylist/s-1/profile',
    );
    expect(card.getByText('Lisbon, Portugal')).toBeVisible();
    expect(card.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    expect(card.getByRole('link', { name: '12 reviews' })).toHaveAttribute(
      'href',
      '/stylist/s-1/profile#reviews',
    );
    expect(card.getByRole('button', { name: 'Remove Ana Silva from favorites' })).toBeVisible();
    const boCard = within(screen.getByRole('article', { name: 'Bo Park' }));
    expect(boCard.queryByText('Lisbon, Portugal')).not.toBeInTheDocument();
    expect(calls.asked).toEqual(['0/30']);
  });

  it('shows every favourite stylist of a list longer than a page, 30 at a time', async () => {
    tallPage();
    const calls = serveFavorites(manyFavorites(35));
    const { user } = renderStylists();
    expect(await screen.findByRole('article', { name: 'Fav30 Lee' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(30);

    await user.click(screen.getByRole('button', { name: 'Load more stylists' }));
    expect(await screen.findByRole('article', { name: 'Fav35 Lee' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(35);
    // Focus goes on to the first new stylist, where reading goes on.
    expect(screen.getByRole('link', { name: 'Fav31 Lee' })).toHaveFocus();
    expect(screen.getByText('That’s every stylist you keep.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more stylists' })).not.toBeInTheDocument();
    expect(calls.asked).toEqual(['0/30', '30/30']);
  });

  it('loads the next page on its own once the end of the list is near', async () => {
    // jsdom's page has no height: the end of the list is always in view.
    const calls = serveFavorites(manyFavorites(35));
    renderStylists();
    expect(await screen.findByRole('article', { name: 'Fav35 Lee' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(35);
    expect(calls.asked).toEqual(['0/30', '30/30']);
  });

  it('pages on a full page when the answer does not say where the next one starts', async () => {
    tallPage();
    const favorites = manyFavorites(31);
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/favourites'), ({ request }) =>
        HttpResponse.json(favoritesPage(favorites, request.url, { withNextPage: false })),
      ),
    );
    const { user } = renderStylists();
    await user.click(await screen.findByRole('button', { name: 'Load more stylists' }));
    expect(await screen.findByRole('article', { name: 'Fav31 Lee' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(31);
    expect(screen.queryByRole('button', { name: 'Load more stylists' })).not.toBeInTheDocument();
  });

  it('offers a retry when the next page cannot be loaded', async () => {
    tallPage();
    const favorites = manyFavorites(35);
    let failNext = true;
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/favourites'), ({ request }) => {
        const isNext = new URL(request.url).searchParams.get('from') !== '0';
        if (isNext && failNext) return HttpResponse.json({}, { status: 500 });
        return HttpResponse.json(favoritesPage(favorites, request.url));
      }),
    );
    const { user } = renderStylists();
    await user.click(await screen.findByRole('button', { name: 'Load more stylists' }));
    expect(await screen.findByText("We couldn't load more stylists")).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(30);
    failNext = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Fav35 Lee' })).toBeVisible();
  });

  it('removes a stylist at once, says so and moves focus to the next one', async () => {
    const calls = serveFavorites([ana, bo]);
    const { user } = renderStylists();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Ana Silva from favorites' }),
    );
    expect(screen.queryByRole('article', { name: 'Ana Silva' })).not.toBeInTheDocument();
    expect(screen.getByText('Ana Silva removed from your favorites.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: 'Bo Park' })).toHaveFocus();
    await waitFor(() => expect(calls.removed).toEqual(['s-1']));
    await waitFor(() => expect(calls.asked).toHaveLength(2));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('brings the stylist back with an error when the removal fails', async () => {
    serveFavorites([ana, bo], { deleteStatus: 500 });
    const { user } = renderStylists();
    await user.click(await screen.findByRole('button', { name: 'Remove Bo Park from favorites' }));
    expect(screen.getByRole('link', { name: 'Ana Silva' })).toHaveFocus();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't remove Bo Park from your favorites. Please try again.",
    );
    expect(screen.getByRole('article', { name: 'Bo Park' })).toBeVisible();
  });

  it('moves focus to the heading when the last stylist goes, and shows the empty state', async () => {
    serveFavorites([ana]);
    const { user } = renderStylists();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Ana Silva from favorites' }),
    );
    expect(screen.getByRole('heading', { name: 'Favorite stylists' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Browse stylists' })).toHaveAttribute(
      'href',
      '/stylistSearch',
    );
  });

  it('invites to browse stylists when there are none', async () => {
    serveFavorites([]);
    renderStylists();
    expect(await screen.findByRole('link', { name: 'Browse stylists' })).toHaveAttribute(
      'href',
      '/stylistSearch',
    );
    expect(screen.getByText(/No favorite stylists yet/)).toBeVisible();
  });

  it('offers a retry when the stylists cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/favourites'), ({ request }) =>
        fail
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json(favoritesPage([bo], request.url)),
      ),
    );
    const { user } = renderStylists();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText("We couldn't load your favorite stylists")).toBeVisible();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('article', { name: 'Bo Park' })).toBeVisible();
  });
});
