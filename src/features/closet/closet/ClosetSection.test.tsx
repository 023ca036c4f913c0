import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '@/app/layout/ModalHost';
import { gatewayUrl } from '@/testing/apiUrls';
import { mockMatchMedia } from '@/testing/mockMatchMedia';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { anApiClosetItem, closetPage, serveCloset } from '../closetTestData';
import { ProfilePage } from '../profile/ProfilePage';

const renderProfile = (route = '/profile/closet') =>
  renderWithProviders(
    <>
      <ProfilePage />
      <ModalHost />
    </>,
    { route, path: '/profile/*', preloadedState: signedInState() },
  );

/** A tall page scrolled to the top: infinite scroll waits, so the button is what loads more. */
const tallPage = () =>
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 10_000,
  });

const cards = () => screen.getAllByRole('article');

describe('the closet', () => {
  const reports = recordReports();

  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it('shows 10 placeholders while the closet loads, then its items with their count', async () => {
    const { asked, handlers } = serveCloset((params) => closetPage(params, 2));
    server.use(...handlers);
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(
      within(screen.getByTestId('profile-skeleton')).getAllByRole('listitem', { hidden: true }),
    ).toHaveLength(10);
    expect(await screen.findByRole('article', { name: 'Piece 1' })).toBeVisible();
    expect(screen.getByText('2 items')).toBeVisible();
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('That’s everything in your closet.')).toBeVisible();
    expect(asked).toEqual(['from=0&count=50']);
  });

  it('shows 4 placeholders on a phone', async () => {
    const media = mockMatchMedia((query) => query.includes('max-width: 768px'));
    try {
      server.use(...serveCloset((params) => closetPage(params, 2)).handlers);
      renderProfile();
      expect(
        within(screen.getByTestId('profile-skeleton')).getAllByRole('listitem', { hidden: true }),
      ).toHaveLength(4);
      // Ends once the closet has loaded: a request still open would be answered by the next
      // test's handlers (MSW 3 matches it when it gets to it), and counted there.
      expect(await screen.findByRole('article', { name: 'Piece 1' })).toBeVisible();
    } finally {
      media.restore();
    }
  });

  it('pages 50 at a time until quota_max is reached', async () => {
    tallPage();
    const { asked, handlers } = serveCloset((params) => closetPage(params, 120));
    server.use(...handlers);
    const { user } = renderProfile();
    await screen.findByRole('article', { name: 'Piece 50' });
    expect(screen.getByText('120 items')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more items' }));
    await screen.findByRole('article', { name: 'Piece 100' });
    await user.click(screen.getByRole('button', { name: 'Load more items' }));
    await screen.findByRole('article', { name: 'Piece 120' });
    expect(screen.queryByRole('button', { name: 'Load more items' })).not.toBeInTheDocument();
    expect(cards()).toHaveLength(120);
    expect(asked).toEqual(['from=0&count=50', 'from=50&count=50', 'from=100&count=50']);
  });

  it('asks for the filters chosen, per key, and drops a filter by its chip', async () => {
    const { asked, handlers } = serveCloset((params) =>
      params.get('category') === 'tops'
        ? {
            items: [anApiClosetItem(7, { name: 'Striped Tee', brand_name: 'Marlow' })],
            quota_max: 1,
          }
        : closetPage(params, 2),
    );
    server.use(...handlers);
    const { user } = renderProfile();
    await screen.findByRole('article', { name: 'Piece 1' });
    await user.click(screen.getByText('Filters'));
    const category = screen.getByRole('group', { name: 'Category' });
    expect(within(category).getByLabelText('Tops (3)')).not.toBeChecked();
    await user.click(within(category).getByLabelText('Tops (3)'));
    const tee = await screen.findByRole('article', { name: 'Marlow Striped Tee' });
    expect(within(tee).getByRole('heading', { name: 'Striped Tee' })).toBeVisible();
    expect(within(tee).getByText('Marlow')).toBeVisible();
    expect(within(tee).getByRole('link', { name: 'Marlow Striped Tee' })).toHaveAttribute(
      'href',
      '/item/c-7?source=closet',
    );
    expect(
      within(tee).getByRole('button', { name: 'Remove Marlow Striped Tee from closet' }),
    ).toBeVisible();
    await user.click(within(screen.getByRole('group', { name: 'Colour' })).getByLabelText('Black'));
    await user.click(within(screen.getByRole('group', { name: 'Colour' })).getByLabelText('Red'));
    await waitFor(() =>
      expect(asked.at(-1)).toBe('from=0&count=50&category=tops&colors=black%2Cred'),
    );
    expect(screen.getByText('Filters (3)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove filter Colour: Black' }));
    await waitFor(() => expect(asked.at(-1)).toBe('from=0&count=50&category=tops&colors=red'));
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    // The unfiltered closet is still cached: it shows at once.
    expect(await screen.findByRole('article', { name: 'Piece 2' })).toBeVisible();
    expect(screen.getByText('Filters')).toBeVisible();
  });

  it('says when nothing matches the filters, and clears them', async () => {
    const { handlers } = serveCloset((params) =>
      params.has('seasons') ? { items: [], quota_max: 0 } : closetPage(params, 1),
    );
    server.use(...handlers);
    const { user } = renderProfile();
    await screen.findByRole('article', { name: 'Piece 1' });
    await user.click(screen.getByText('Filters'));
    await user.click(screen.getByLabelText('Winter'));
    expect(
      await screen.findByRole('heading', { name: 'No items match these filters' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article', { name: 'Piece 1' })).toBeVisible();
  });

  it('offers a way forward from an empty closet', async () => {
    server.use(...serveCloset(() => ({ items: [], quota_max: 0 })).handlers);
    const { user } = renderProfile();
    expect(await screen.findByRole('heading', { name: 'Your closet is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse looks' })).toHaveAttribute('href', '/feed');
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    expect(await screen.findByRole('dialog', { name: 'Add an item to your closet' })).toBeVisible();
  });

  it('offers a retry when the closet cannot load', async () => {
    let fail = true;
    server.use(
      ...serveCloset((params) =>
        fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : closetPage(params, 1),
      ).handlers,
    );
    const { user } = renderProfile();
    expect(
      await screen.findByRole('heading', { name: "We couldn't load your closet" }),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Piece 1' })).toBeVisible();
  });

  it('removes an item after RemoveItem is confirmed, focus moving to its neighbour', async () => {
    let removed = false;
    server.use(
      ...serveCloset((params) =>
        removed ? { items: [anApiClosetItem(2)], quota_max: 1 } : closetPage(params, 2),
      ).handlers,
      http.delete(gatewayUrl('proxy/item/c-1'), () => {
        removed = true;
        return HttpResponse.json({ uuid: 'c-1', is_in_closet: false });
      }),
    );
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Remove Piece 1 from closet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove item' });
    expect(dialog).toHaveTextContent('Remove Piece 1 from your closet?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Piece 1' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Piece 1 removed from your closet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Piece 2' })).toHaveFocus());
    expect(await screen.findByText('1 item')).toBeVisible();
    expect(reports).toHaveLength(0);
  });

  it('puts an item back when its removal fails, reports it in the spec’s words, and says nothing', async () => {
    server.use(
      ...serveCloset((params) => closetPage(params, 2)).handlers,
      http.delete(gatewayUrl('proxy/item/c-1'), () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    );
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Remove Piece 1 from closet' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove item' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() =>
      expect(reports.map(({ error }) => (error as Error).message)).toContain(
        "Couldn't remove item from closet",
      ),
    );
    expect(await screen.findByRole('article', { name: 'Piece 1' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the item when RemoveItem is cancelled', async () => {
    server.use(...serveCloset((params) => closetPage(params, 1)).handlers);
    const { user } = renderProfile();
    const remove = await screen.findByRole('button', { name: 'Remove Piece 1 from closet' });
    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Piece 1' })).toBeVisible();
    expect(remove).toHaveFocus();
  });
});
