import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiStylist } from '@/api/stylistTypes';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { aStylist } from '../stylistFixtures';
import { FavoriteStylists } from './FavoriteStylists';

const ana = aStylist({ uuid: 's-1', first_name: 'Ana', last_name: 'Silva' });
const bo = aStylist({ uuid: 's-2', first_name: 'Bo', last_name: 'Park', location: null });

/**
 * Serves the favourites as the server keeps them: a DELETE that succeeds takes the stylist off,
 * so the refetch after it agrees. Records the lists asked for and the stylists removed.
 */
const serveFavorites = (initial: ApiStylist[], { deleteStatus = 200 } = {}) => {
  let favorites = [...initial];
  const calls = { asked: [] as string[], removed: [] as string[] };
  server.use(
    http.get(gatewayUrl('proxy/user/user-1/favourites'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.asked.push(`${params.get('from')}/${params.get('count')}`);
      return HttpResponse.json({ items: favorites });
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

const renderStylists = () =>
  renderWithProviders(<FavoriteStylists />, { preloadedState: signedInState() });

describe('FavoriteStylists', () => {
  recordReports();

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
      http.get(gatewayUrl('proxy/user/user-1/favourites'), () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ items: [bo] }),
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
