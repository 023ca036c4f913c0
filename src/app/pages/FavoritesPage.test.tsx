import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiFavoriteLook } from '@/features/looks/outfit';
import { aStylist } from '@/features/stylists/stylistFixtures';
import type { ApiStylist } from '@/api/stylistTypes';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { FavoritesPage } from './FavoritesPage';

const linen: ApiFavoriteLook = {
  uuid: 'look-1',
  name: 'Linen weekend',
  picture: 'https://cdn.example.com/look-1.jpg',
  owner: { uuid: 's-1', first_name: 'Ana', last_name: 'Silva' },
};
const bo = aStylist({ uuid: 's-2', first_name: 'Bo', last_name: 'Park' });

const serveFavorites = ({
  looks = [linen],
  stylists = [bo],
}: { looks?: ApiFavoriteLook[]; stylists?: ApiStylist[] } = {}) =>
  server.use(
    http.get(gatewayUrl('proxy/user/user-1/favorites/looks'), () =>
      HttpResponse.json({ items: looks, quota_max: looks.length, nextPage: null }),
    ),
    http.get(gatewayUrl('proxy/user/user-1/favourites'), () =>
      HttpResponse.json({ items: stylists }),
    ),
  );

const renderFavorites = (route = '/favorites') =>
  renderWithProviders(<FavoritesPage />, {
    route,
    path: '/favorites',
    preloadedState: signedInState(),
  });

/** The panel a tab controls (a hidden panel has no accessible name to find it by). */
const panelOf = (tab: string) => {
  const id = screen.getByRole('tab', { name: tab }).getAttribute('aria-controls') ?? '';
  const panel = document.getElementById(id);
  if (!panel) throw new Error(`No panel for the ${tab} tab`);
  return panel;
};

describe('FavoritesPage', () => {
  it('opens on the looks, with the stylists one tab away', async () => {
    serveFavorites();
    renderFavorites();
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    const looksTab = screen.getByRole('tab', { name: 'Looks' });
    expect(looksTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Stylists' })).toHaveAttribute('aria-selected', 'false');
    expect(
      await within(panelOf('Looks')).findByRole('article', { name: 'Linen weekend' }),
    ).toBeVisible();
    expect(panelOf('Stylists')).not.toBeVisible();
  });

  it('switches to the stylists and keeps the choice in the URL', async () => {
    serveFavorites();
    const { user } = renderFavorites();
    await user.click(screen.getByRole('tab', { name: 'Stylists' }));
    expect(screen.getByRole('tab', { name: 'Stylists' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/favorites?tab=stylists');
    expect(
      await within(panelOf('Stylists')).findByRole('article', { name: 'Bo Park' }),
    ).toBeVisible();
    expect(panelOf('Looks')).not.toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Looks' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/favorites$/);
    expect(panelOf('Looks')).toBeVisible();
  });

  it('opens on the stylists from ?tab=stylists', async () => {
    serveFavorites();
    renderFavorites('/favorites?tab=stylists');
    expect(screen.getByRole('tab', { name: 'Stylists' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(panelOf('Stylists')).findByRole('article', { name: 'Bo Park' }),
    ).toBeVisible();
  });

  it('falls back to the looks for an unknown tab', () => {
    serveFavorites();
    renderFavorites('/favorites?tab=%3Cscript%3E');
    expect(screen.getByRole('tab', { name: 'Looks' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leads to the feed and the stylist search when both lists are empty', async () => {
    serveFavorites({ looks: [], stylists: [] });
    const { user } = renderFavorites();
    expect(
      await within(panelOf('Looks')).findByRole('link', { name: 'Browse looks' }),
    ).toHaveAttribute('href', '/feed');
    await user.click(screen.getByRole('tab', { name: 'Stylists' }));
    expect(
      await within(panelOf('Stylists')).findByRole('link', { name: 'Browse stylists' }),
    ).toHaveAttribute('href', '/stylistSearch');
  });
});
