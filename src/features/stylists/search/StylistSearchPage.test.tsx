import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { favoritesPage, manyFavorites } from '../favoritesTestData';
import { aStylist } from '../stylistFixtures';
import type { ApiStylist } from '@/api/stylistTypes';

const ana = aStylist({ uuid: 's-1', first_name: 'Ana', match_percentage: 95 });
const bo = aStylist({ uuid: 's-2', first_name: 'Bo', last_name: 'Park', match_percentage: 89 });
const others = Array.from({ length: 6 }, (_, index) =>
  aStylist({ uuid: `o-${index + 1}`, first_name: `Other${index + 1}`, last_name: 'Lee' }),
);

type Setup = { matches?: ApiStylist[]; more?: ApiStylist[]; favorites?: ApiStylist[] };

const serve = ({ matches = [ana, bo], more = [ana, ...others], favorites = [] }: Setup = {}) =>
  server.use(
    http.get(gatewayUrl('proxy/user/user-1'), () =>
      HttpResponse.json({ user_uuid: 'user-1', first_name: 'Ada', gender: 'female' }),
    ),
    http.get(gatewayUrl('proxy/user/user-1/cart'), () => HttpResponse.json({ items: [] })),
    http.get(gatewayUrl('proxy/user/user-1/bestMatchesNew'), () =>
      HttpResponse.json({ items: matches }),
    ),
    http.get(gatewayUrl('proxy/user/user-1/favourites'), ({ request }) =>
      HttpResponse.json(favoritesPage(favorites, request.url)),
    ),
    http.get(gatewayUrl('proxy/stylist/all/names'), () =>
      HttpResponse.json({
        items: [ana, bo, ...others].map((stylist) => ({
          stylist_uuid: stylist.uuid,
          stylist_name: stylist.name,
        })),
      }),
    ),
    http.get(gatewayUrl('proxy/stylist/readAll'), () => HttpResponse.json({ items: more })),
  );

const renderSearch = () => renderApp({ route: '/stylistSearch', preloadedState: signedInState() });

const cardsIn = (name: string) =>
  within(screen.getByRole('region', { name })).queryAllByRole('article');

/** Waits for the section's cards (they follow its heading once the list loads). */
const expectCards = (name: string, count: number) =>
  waitFor(() => expect(cardsIn(name)).toHaveLength(count));

// Loads the lazy page once, so the first test does not spend its time importing it.
beforeAll(() => import('./StylistSearchPage'));

describe('StylistSearchPage', () => {
  it('greets with the number of best matches and shows the ≥ 90 rule on the cards', async () => {
    serve();
    renderSearch();
    expect(await screen.findByText('meet your 2 best matches')).toBeInTheDocument();
    const anaCard = await screen.findByRole('article', { name: 'Ana Silva' });
    expect(within(anaCard).getByText('95% match')).toBeInTheDocument();
    expect(within(anaCard).getByText('Usually responds within 24 hours')).toBeInTheDocument();
    expect(within(anaCard).getByRole('link', { name: 'Meet Ana' })).toHaveAttribute(
      'href',
      '/stylist/s-1/profile',
    );
    const boCard = screen.getByRole('article', { name: 'Bo Park' });
    expect(within(boCard).queryByText(/% match/)).not.toBeInTheDocument();
  });

  it('says match for a single one', async () => {
    serve({ matches: [ana] });
    renderSearch();
    expect(await screen.findByText('meet your 1 best match')).toBeInTheDocument();
  });

  it('lists more stylists without the matched ones, in full rows of three', async () => {
    serve();
    renderSearch();
    await screen.findByRole('heading', { name: 'More stylists' });
    // 7 asked-for stylists, Ana matched: 6 left, a multiple of 3.
    await expectCards('More stylists', 6);
    await expectCards('Your best matches', 2);
  });

  it('trims more stylists to a multiple of 3, but shows 3 or fewer whole', async () => {
    serve({ more: others.slice(0, 5) });
    const { unmount } = renderSearch();
    await screen.findByRole('heading', { name: 'More stylists' });
    await expectCards('More stylists', 3);
    unmount();

    serve({ more: others.slice(0, 2) });
    renderSearch();
    await screen.findByRole('heading', { name: 'More stylists' });
    await expectCards('More stylists', 2);
  });

  it('links to the favorites only when there are some', async () => {
    serve({ favorites: [bo] });
    renderSearch();
    expect(await screen.findByRole('link', { name: 'Your favorite stylists' })).toHaveAttribute(
      'href',
      '/favorites',
    );
  });

  it('prompts to take the quiz when there are no matches yet', async () => {
    serve({ matches: [] });
    renderSearch();
    expect(await screen.findByRole('link', { name: 'Take the style quiz' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    expect(screen.queryByText(/best match/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Your favorite stylists' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'About your matches' })).not.toBeInTheDocument();
  });

  it('closes the matches banner for the session', async () => {
    serve();
    const { user } = renderSearch();
    await user.click(await screen.findByRole('button', { name: 'Close matches banner' }));
    expect(screen.queryByRole('region', { name: 'About your matches' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('stylistMatchesBannerDismissed')).toBe('true');
  });

  it('offers a retry when the matches cannot be loaded', async () => {
    serve();
    let calls = 0;
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/bestMatchesNew'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json({ items: [ana] });
      }),
    );
    const { user } = renderSearch();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('meet your 1 best match')).toBeInTheDocument();
  });
});

/** A server answer held back until the test lets it go, to see the page before it arrives. */
const heldAnswer = () => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
};

describe('StylistSearchPage favorites', () => {
  recordReports();

  it('shows a favorite before the server answers and keeps it when the server agrees', async () => {
    let favorites: ApiStylist[] = [];
    let favoritesReads = 0;
    const answer = heldAnswer();
    serve();
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/favourites'), () => {
        favoritesReads += 1;
        return HttpResponse.json({ items: favorites });
      }),
      http.post(gatewayUrl('proxy/user/user-1/favourites/s-1'), async () => {
        await answer.released;
        favorites = [ana];
        return HttpResponse.json({ favorite: true });
      }),
    );
    const { user } = renderSearch();
    const heart = await screen.findByRole('button', { name: 'Favorite Ana Silva' });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('link', { name: 'Your favorite stylists' })).toBeInTheDocument();

    answer.release();
    // The list is read again once the server agrees, and still has Ana.
    await waitFor(() => expect(favoritesReads).toBe(2));
    await delay(20);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('fills the heart of a favourite on any page of the favourites, not only the first', async () => {
    const favorites = manyFavorites(45);
    const last = favorites[44]!;
    const onSecondPage = favorites[34]!;
    serve({ favorites, more: [last, onSecondPage, ...others.slice(0, 1)] });
    renderSearch();
    expect(
      await screen.findByRole('button', { name: 'Favorite Fav45 Lee', pressed: true }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Favorite Fav35 Lee' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Favorite Other1 Lee' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('flips back and says so when the server refuses', async () => {
    const answer = heldAnswer();
    serve({ favorites: [ana] });
    server.use(
      http.delete(gatewayUrl('proxy/user/user-1/favourites/s-1'), async () => {
        await answer.released;
        return HttpResponse.json({ message: 'Down' }, { status: 500 });
      }),
    );
    const { user } = renderSearch();
    const heart = await screen.findByRole('button', { name: 'Favorite Ana Silva', pressed: true });

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));

    answer.release();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(
      await screen.findByText("We couldn't update your favorites. Please try again."),
    ).toBeInTheDocument();
  });
});
