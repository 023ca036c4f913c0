import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import type { ApiFavoriteLook } from '../outfit';
import { FavoriteLooks } from './FavoriteLooks';

const aLook = (id: string, name: string): ApiFavoriteLook => ({
  uuid: id,
  name,
  picture: `https://cdn.example.com/${id}.jpg`,
  owner: { uuid: 's-1', first_name: 'Ana', last_name: 'Silva' },
});

const linen = aLook('look-1', 'Linen weekend');
const denim = aLook('look-2', 'Denim days');
const velvet = aLook('look-3', 'Velvet night');

type Page = { items: ApiFavoriteLook[]; nextPage?: number | null };

/** Serves the favourite looks page by page (`from`), and records each page asked for. */
const serveFavorites = (pages: Record<number, Page>) => {
  const asked: string[] = [];
  server.use(
    http.get(gatewayUrl('proxy/user/user-1/favorites/looks'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(`${params.get('from')}/${params.get('count')}`);
      const page = pages[Number(params.get('from'))] ?? { items: [] };
      return HttpResponse.json({ quota_max: 3, nextPage: null, ...page });
    }),
  );
  return asked;
};

/** Answers the unlike when `release` is called, with `status`. */
const serveUnlike = (status: number) => {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const unliked: string[] = [];
  server.use(
    http.delete(gatewayUrl('proxy/outfit/like/:lookId'), async ({ params }) => {
      unliked.push(String(params.lookId));
      await answered;
      return HttpResponse.json({}, { status });
    }),
  );
  return { unliked, release: () => release() };
};

const renderLooks = () =>
  renderWithProviders(<FavoriteLooks />, { preloadedState: signedInState() });

describe('FavoriteLooks', () => {
  recordReports();

  it('shows each liked look with its picture, its link and its stylist', async () => {
    const asked = serveFavorites({ 1: { items: [linen, denim] } });
    renderLooks();
    const card = within(await screen.findByRole('article', { name: 'Linen weekend' }));
    expect(card.getByRole('link', { name: 'Linen weekend' })).toHaveAttribute(
      'href',
      '/outfit/look-1?source=favorites',
    );
    expect(card.getByRole('link', { name: 'Ana Silva' })).toHaveAttribute(
      'href',
      '/stylist/s-1/profile',
    );
    expect(card.getByText(/^by/)).toBeVisible();
    const picture = card.getByRole('presentation');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '400');
    expect(picture).toHaveAttribute('height', '500');
    expect(card.getByRole('button', { name: 'Remove Linen weekend from favorites' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Denim days' })).toBeVisible();
    expect(asked).toEqual(['1/30']);
  });

  it('loads the next page with Load more looks', async () => {
    const asked = serveFavorites({
      1: { items: [linen, denim], nextPage: 2 },
      2: { items: [velvet], nextPage: null },
    });
    const { user } = renderLooks();
    await screen.findByRole('article', { name: 'Denim days' });
    await user.click(screen.getByRole('button', { name: 'Load more looks' }));
    expect(await screen.findByRole('article', { name: 'Velvet night' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more looks' })).not.toBeInTheDocument();
    expect(asked).toEqual(['1/30', '2/30']);
  });

  it('removes a look at once, says so and moves focus to the next look', async () => {
    serveFavorites({ 1: { items: [linen, denim] } });
    const unlike = serveUnlike(200);
    const { user } = renderLooks();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Linen weekend from favorites' }),
    );
    expect(screen.queryByRole('article', { name: 'Linen weekend' })).not.toBeInTheDocument();
    expect(screen.getByText('Linen weekend removed from your favorites.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: 'Denim days' })).toHaveFocus();
    await waitFor(() => expect(unlike.unliked).toEqual(['look-1']));
    unlike.release();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the loaded pages again after a removal while more remain, so none is skipped', async () => {
    const looks = [linen, denim, velvet];
    const asked: string[] = [];
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/favorites/looks'), ({ request }) => {
        // Pages of two, counted from the top of what is still liked.
        const from = Number(new URL(request.url).searchParams.get('from'));
        asked.push(String(from));
        const items = looks.slice((from - 1) * 2, from * 2);
        return HttpResponse.json({ items, nextPage: looks.length > from * 2 ? from + 1 : null });
      }),
      http.delete(gatewayUrl('proxy/outfit/like/:lookId'), ({ params }) => {
        looks.splice(
          looks.findIndex((look) => look.uuid === params.lookId),
          1,
        );
        return HttpResponse.json({});
      }),
    );
    const { user } = renderLooks();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Linen weekend from favorites' }),
    );
    expect(await screen.findByRole('article', { name: 'Velvet night' })).toBeVisible();
    expect(asked).toEqual(['1', '1']);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more looks' })).not.toBeInTheDocument();
  });

  it('brings the look back with an error when the unlike fails', async () => {
    serveFavorites({ 1: { items: [linen, denim] } });
    const unlike = serveUnlike(500);
    const { user } = renderLooks();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Denim days from favorites' }),
    );
    expect(screen.queryByRole('article', { name: 'Denim days' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Linen weekend' })).toHaveFocus();
    unlike.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't remove Denim days from your favorites. Please try again.",
    );
    expect(screen.getByRole('article', { name: 'Denim days' })).toBeVisible();
    expect(screen.queryByText(/removed from your favorites/)).not.toBeInTheDocument();
  });

  it('moves focus to the heading when the last look goes, and shows the empty state', async () => {
    serveFavorites({ 1: { items: [linen] } });
    serveUnlike(200).release();
    const { user } = renderLooks();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Linen weekend from favorites' }),
    );
    expect(screen.getByRole('heading', { name: 'Liked looks' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Browse looks' })).toHaveAttribute('href', '/feed');
  });

  it('invites to browse looks when there are none', async () => {
    serveFavorites({ 1: { items: [] } });
    renderLooks();
    expect(await screen.findByRole('link', { name: 'Browse looks' })).toHaveAttribute(
      'href',
      '/feed',
    );
    expect(screen.getByText(/No liked looks yet/)).toBeVisible();
  });

  it('offers a retry when the looks cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/favorites/looks'), () =>
        fail
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json({ items: [linen], quota_max: 1, nextPage: null }),
      ),
    );
    const { user } = renderLooks();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText("We couldn't load your liked looks")).toBeVisible();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('article', { name: 'Linen weekend' })).toBeVisible();
  });
});
