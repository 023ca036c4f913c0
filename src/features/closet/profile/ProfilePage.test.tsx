import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ModalHost } from '@/app/layout/ModalHost';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderApp, renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { signedInAccountHandlers } from '@/testing/handlers';
import { anApiLook, anApiPhoto, closetPage, lookFilters, serveCloset } from '../closetTestData';
import { ProfilePage } from './ProfilePage';

/** The looks and their filters; a look in `hidden` is left out, as the server does. */
const serveLooks = (hidden = new Set<string>()) => {
  const asked: string[] = [];
  server.use(
    ...signedInAccountHandlers(),
    http.get(gatewayUrl('proxy/user/user-1/looks/filters'), () => HttpResponse.json(lookFilters)),
    http.get(gatewayUrl('proxy/user/user-1/looks'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params.toString());
      const looks = [anApiLook(1), anApiLook(2)].filter(
        (look) =>
          (!params.get('type') || look.type === params.get('type')) && !hidden.has(look.uuid ?? ''),
      );
      return HttpResponse.json({ items: looks, quota_max: looks.length, nextPage: null });
    }),
  );
  return asked;
};

const servePhotos = () =>
  server.use(
    http.get(gatewayUrl('proxy/user/user-1/photos'), () =>
      HttpResponse.json({ items: [anApiPhoto(1), anApiPhoto(2)], quota_max: 2 }),
    ),
  );

const renderProfile = (route: string) =>
  renderWithProviders(
    <>
      <ProfilePage />
      <ModalHost />
    </>,
    { route, path: '/profile/*', preloadedState: signedInState() },
  );

describe('My Profile', () => {
  const reports = recordReports();

  it('is a protected page: /profile opens the closet, and each section has its address', async () => {
    server.use(...serveCloset((params) => closetPage(params, 1)).handlers);
    serveLooks();
    servePhotos();
    const { user } = renderApp({ route: '/profile', preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/profile/closet'),
    );
    const nav = within(screen.getByRole('navigation', { name: 'Profile sections' }));
    expect(nav.getByRole('link', { name: 'Closet' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Closet' })).toBeVisible();

    await user.click(nav.getByRole('link', { name: 'Looks' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/looks');
    expect(nav.getByRole('link', { name: 'Looks' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Looks' })).toBeVisible();

    await user.click(nav.getByRole('link', { name: 'Photos' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Photos' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Get the app/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
  });

  it('sends a visitor to sign in, keeping where they were going', async () => {
    renderApp({ route: '/profile/photos' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?target=${encodeURIComponent('/profile/photos')}`,
      ),
    );
  });

  it('sends an unknown section to the closet', async () => {
    server.use(...serveCloset((params) => closetPage(params, 1)).handlers);
    renderProfile('/profile/nowhere');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/profile/closet'),
    );
  });

  it('shows the grids small by default and large on request, for every section', async () => {
    server.use(...serveCloset((params) => closetPage(params, 2)).handlers);
    servePhotos();
    const { user } = renderProfile('/profile/closet');
    await screen.findByRole('article', { name: 'Piece 1' });
    const sizes = within(screen.getByRole('group', { name: 'Grid size' }));
    const grid = () => screen.getAllByRole('list').find((list) => list.hasAttribute('data-size'));
    expect(sizes.getByRole('button', { name: 'Small grid' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(sizes.getByRole('button', { name: 'Large grid' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(grid()).toHaveAttribute('data-size', 'small');

    await user.click(sizes.getByRole('button', { name: 'Large grid' }));
    expect(sizes.getByRole('button', { name: 'Large grid' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(grid()).toHaveAttribute('data-size', 'large');

    await user.click(screen.getByRole('link', { name: 'Photos' }));
    await screen.findByRole('button', { name: 'View Photo 1' });
    expect(grid()).toHaveAttribute('data-size', 'large');
    await user.click(sizes.getByRole('button', { name: 'Small grid' }));
    expect(grid()).toHaveAttribute('data-size', 'small');
  });

  it('shows Mood Boards and Style Boards as subcategories of the looks', async () => {
    const asked = serveLooks();
    server.use(...serveCloset((params) => closetPage(params, 1)).handlers);
    const { user } = renderProfile('/profile/looks');
    expect(await screen.findByRole('article', { name: 'Board 1' })).toHaveTextContent(
      'Mood board · by Ann Lee',
    );
    expect(screen.getByRole('article', { name: 'Board 2' })).toHaveTextContent('Style board');
    expect(screen.getByRole('radio', { name: 'All boards' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Style Boards' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Board 1' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('article', { name: 'Board 2' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Board 1' })).not.toBeInTheDocument();
    await user.click(screen.getByText('Filters'));
    await user.click(screen.getByLabelText('Ann Lee'));
    await waitFor(() => expect(asked.at(-1)).toBe('from=1&count=50&type=styleboard&stylist=s-1'));

    await user.click(screen.getByRole('radio', { name: 'Mood Boards' }));
    await waitFor(() => expect(asked.at(-1)).toBe('from=1&count=50&stylist=s-1&type=moodboard'));
    expect(await screen.findByRole('article', { name: 'Board 1' })).toBeVisible();
  });

  it('hides a look with RemoveLook, and puts it back, reported, when that fails', async () => {
    const hidden = new Set<string>();
    serveLooks(hidden);
    let status = 500;
    server.use(
      http.delete(gatewayUrl('proxy/user/user-1/outfits/look-2/hide'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('type')).toBe('styleboard');
        if (status === 200) hidden.add('look-2');
        return HttpResponse.json({ uuid: 'look-2', hidden: true }, { status });
      }),
    );
    const { user } = renderProfile('/profile/looks');
    const remove = async () => {
      await user.click(
        await screen.findByRole('button', { name: 'Remove Board 2 from your profile' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Remove look' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    };
    await remove();
    await waitFor(() =>
      expect(reports.map(({ error }) => (error as Error).message)).toContain(
        "Couldn't remove look",
      ),
    );
    expect(await screen.findByRole('article', { name: 'Board 2' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    status = 200;
    await remove();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Board 2' })).not.toBeInTheDocument(),
    );
  });
});
