import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { mockMatchMedia } from '@/testing/mockMatchMedia';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { StoreToast } from '@/blocks/StoreToast';
import { forgetFeedPlaces } from './feedMemory';
import { FeedPage } from './FeedPage';

const ann = { id: 's-1', firstName: 'Ann', lastName: 'Lee', pictureUrl: '/media/ann.svg' };
const bo = { id: 's-2', firstName: 'Bo', lastName: 'Park', pictureUrl: null };

const look = (id: string, overrides: Record<string, unknown> = {}) => ({
  type: 'outfit',
  id,
  name: `Look ${id}`,
  pictureUrl: `/media/${id}.svg`,
  liked: false,
  stylist: ann,
  ...overrides,
});

type RawPage = { items: unknown[]; pageInfo?: { hasNextPage: boolean; nextPageToken?: string } };

/**
 * Serves `GET feed`: the first page (no pageToken) from `pages.first`, later ones by their token.
 * Returns the query of every request, as an object of its parameters.
 */
const serveFeed = (pages: Record<string, RawPage>) => {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(gatewayUrl('feed'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(Object.fromEntries(params));
      const page = pages[params.get('pageToken') ?? 'first'] ?? { items: [] };
      return HttpResponse.json({ pageInfo: { hasNextPage: false }, ...page });
    }),
  );
  return asked;
};

/** What a signed-in shopper's feed page asks besides the feed: the account and best matches. */
const serveShopper = ({
  gender = 'female',
  matches = [],
}: { gender?: string; matches?: unknown[] } = {}) =>
  server.use(
    http.get(gatewayUrl('proxy/user/user-1'), () =>
      HttpResponse.json({
        user_uuid: 'user-1',
        first_name: 'Ada',
        last_name: 'L',
        email: 'a@b.co',
        gender,
      }),
    ),
    http.get(gatewayUrl('proxy/user/user-1/bestMatchesNew'), () =>
      HttpResponse.json({ items: matches }),
    ),
  );

/** Holds a request until `release()`, then answers with `answer()`. */
const held = (answer: () => Response) => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    resolver: async () => {
      await gate;
      return answer();
    },
  };
};

type RenderOptions = { route?: string; signedIn?: boolean };

const renderFeed = ({ route = '/feed', signedIn = false }: RenderOptions = {}) =>
  renderWithProviders(
    <>
      <FeedPage />
      <StoreToast />
    </>,
    {
      route,
      path: '/feed/:department?',
      preloadedState: signedIn ? signedInState() : undefined,
    },
  );

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** Replaces a window or element property jsdom computes (scroll position, sizes) for one test. */
const setProperty = (target: object, name: string, value: number) =>
  Object.defineProperty(target, name, { configurable: true, value });

afterEach(() => {
  forgetFeedPlaces();
  setProperty(window, 'scrollY', 0);
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('FeedPage', () => {
  recordReports();

  describe('department and gender', () => {
    it.each([
      ['/feed/menswear', 'male', 'Menswear'],
      ['/feed/womenswear', 'female', 'Womenswear'],
      ['/feed', 'female', 'Womenswear'],
    ])('%s asks the %s feed, 30 a page, and marks %s as current', async (route, gender, tab) => {
      const asked = serveFeed({ first: { items: [look('l-1')] } });
      renderFeed({ route });
      expect(await screen.findByRole('article', { name: 'Look l-1' })).toBeInTheDocument();
      expect(asked).toEqual([{ gender, count: '30' }]);
      const tabs = screen.getByRole('navigation', { name: 'Departments' });
      expect(within(tabs).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
      const other = tab === 'Menswear' ? 'Womenswear' : 'Menswear';
      expect(within(tabs).getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
    });

    it("follows a signed-in shopper's own gender on /feed", async () => {
      serveShopper({ gender: 'male' });
      const asked = serveFeed({ first: { items: [look('l-1')] } });
      renderFeed({ signedIn: true });
      expect(await screen.findByRole('article', { name: 'Look l-1' })).toBeInTheDocument();
      expect(asked).toEqual([{ gender: 'male', count: '30' }]);
      expect(screen.getByRole('link', { name: 'Menswear' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    it('sends an unknown department to /feed', async () => {
      const asked = serveFeed({ first: { items: [look('l-1')] } });
      renderFeed({ route: '/feed/kidswear' });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/feed$/));
      expect(await screen.findByRole('article', { name: 'Look l-1' })).toBeInTheDocument();
      expect(asked).toEqual([{ gender: 'female', count: '30' }]);
    });
  });

  describe('cards and states', () => {
    it('draws each item type by its card and nothing for an unknown type', async () => {
      serveFeed({
        first: {
          items: [
            look('l-1'),
            {
              type: 'review',
              id: 'r-1',
              title: 'Spot on',
              description: 'She found my wedding outfit in a day.',
              rate: 5,
              author: 'Mia',
              stylist: ann,
            },
            { type: 'poll', id: 'p-1', question: 'Boots or loafers?' },
            { type: 'gift-card-offer', id: 'gift' },
            {
              type: 'match-multi',
              experts: [
                { stylist: ann, match: { location: 'Lisbon', score: 95 } },
                { stylist: bo, match: { location: 'Oslo', score: 88 } },
              ],
            },
            { type: 'match-single', stylist: bo, match: { location: 'Oslo', score: 91 } },
          ],
        },
      });
      renderFeed();

      const outfit = within(await screen.findByRole('article', { name: 'Look l-1' }));
      expect(outfit.getByRole('link', { name: 'Look l-1' })).toHaveAttribute(
        'href',
        '/outfit/l-1?source=feed',
      );
      expect(outfit.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
        'href',
        '/stylist/s-1/profile',
      );
      expect(outfit.getByRole('link', { name: 'Shop the board: Look l-1' })).toHaveAttribute(
        'href',
        '/outfit/l-1?source=feed',
      );

      const cards = screen.getAllByRole('article');
      expect(cards).toHaveLength(5);
      const [, review, gift, multi, single] = cards.map((card) => within(card));

      expect(review?.getByText('Client review')).toBeInTheDocument();
      expect(review?.getByRole('heading', { name: '“Spot on”' })).toBeInTheDocument();
      expect(review?.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
      expect(review?.getByText('She found my wedding outfit in a day.')).toBeInTheDocument();
      expect(review?.getByText('— Mia')).toBeInTheDocument();
      expect(review?.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
        'href',
        '/stylist/s-1/profile',
      );

      expect(gift?.getByRole('heading', { name: 'Give the gift of style' })).toBeInTheDocument();
      expect(gift?.getByRole('link', { name: 'Shop gift cards' })).toHaveAttribute(
        'href',
        '/gift-cards',
      );

      expect(multi?.getByText('Your top matches')).toBeInTheDocument();
      expect(multi?.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
        'href',
        '/stylist/s-1/profile',
      );
      expect(multi?.getByText('95% match · Lisbon')).toBeInTheDocument();
      expect(multi?.getByRole('link', { name: 'Bo Park' })).toHaveAttribute(
        'href',
        '/stylist/s-2/profile',
      );
      expect(multi?.getByText('88% match · Oslo')).toBeInTheDocument();

      expect(single?.getByText('A stylist for you')).toBeInTheDocument();
      expect(single?.getByRole('heading', { name: 'Bo Park' })).toBeInTheDocument();
      expect(single?.getByText('91% match · Oslo')).toBeInTheDocument();
      expect(single?.getByRole('link', { name: /^View profile ?of Bo Park$/ })).toHaveAttribute(
        'href',
        '/stylist/s-2/profile',
      );

      expect(screen.queryByText('Boots or loafers?')).not.toBeInTheDocument();
      expect(screen.getByRole('feed', { name: 'Looks from our stylists' })).toBeInTheDocument();
    });

    it('shows 10 skeleton cards while the first page loads', async () => {
      const page = held(() =>
        HttpResponse.json({ items: [look('l-1')], pageInfo: { hasNextPage: false } }),
      );
      server.use(http.get(gatewayUrl('feed'), page.resolver));
      renderFeed();
      expect(screen.getByTestId('skeleton-grid').children).toHaveLength(10);
      expect(screen.queryByRole('article')).not.toBeInTheDocument();

      page.release();
      expect(await screen.findByRole('article', { name: 'Look l-1' })).toBeInTheDocument();
      expect(screen.queryByTestId('skeleton-grid')).not.toBeInTheDocument();
    });

    it('says when the feed fails and loads it on Try again', async () => {
      let calls = 0;
      server.use(
        http.get(gatewayUrl('feed'), () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ message: 'down' }, { status: 500 })
            : HttpResponse.json({ items: [look('l-1')], pageInfo: { hasNextPage: false } });
        }),
      );
      const { user } = renderFeed();
      expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the feed");
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('article', { name: 'Look l-1' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(calls).toBe(2);
    });

    it('has an empty state with a way to the stylists', async () => {
      serveFeed({ first: { items: [] } });
      renderFeed();
      expect(await screen.findByText(/^No looks here yet/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse stylists' })).toHaveAttribute(
        'href',
        '/stylistSearch',
      );
      expect(screen.queryByRole('feed')).not.toBeInTheDocument();
    });
  });

  describe('like', () => {
    it('gives visitors no like button', async () => {
      serveFeed({ first: { items: [look('l-1')] } });
      renderFeed();
      await screen.findByRole('article', { name: 'Look l-1' });
      expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
    });

    it('likes at once for a shopper, and takes it back with a toast when the call fails', async () => {
      serveShopper();
      serveFeed({ first: { items: [look('l-1'), look('l-2', { liked: true })] } });
      const bodies: unknown[] = [];
      const post = held(() => HttpResponse.json({ message: 'down' }, { status: 503 }));
      server.use(
        http.post(gatewayUrl('proxy/outfit/like/l-1'), async ({ request }) => {
          bodies.push(await request.json());
          return post.resolver();
        }),
      );
      const { store, user } = renderFeed({ signedIn: true });
      const like = await screen.findByRole('button', { name: 'Like Look l-1' });
      expect(like).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('button', { name: 'Like Look l-2' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await user.click(like);
      // At once: while the call is still held (the store notifies the view on the next frame).
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Like Look l-1' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
      await waitFor(() => expect(bodies).toEqual([{ user_uuid: 'user-1' }]));
      expect(store.getState().ui.toast.isVisible).toBe(false);

      post.release();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Like Look l-1' })).toHaveAttribute(
          'aria-pressed',
          'false',
        ),
      );
      const message = "We couldn't update your favorites. Please try again.";
      expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
      expect(store.getState().ui.toast).toMatchObject({ content: message, isVisible: true });
    });
  });

  describe('on a phone', () => {
    it('asks a visitor with a phone user agent to sign in, and comes back to the feed', async () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
      const asked = serveFeed({ first: { items: [look('l-1')] } });
      const { store, user } = renderFeed();
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(store.getState().ui.modal).toEqual({
        type: 'Signin',
        isVisible: true,
        modalProps: { redirectUrl: '/feed', source: 'feed', element: 'feed sign in' },
      });
      expect(screen.queryByRole('feed')).not.toBeInTheDocument();
      expect(asked).toEqual([]);
    });

    it('asks a visitor on a narrow screen (768 px or less) to sign in', async () => {
      mockMatchMedia((query) => query === '(max-width: 768px)');
      const asked = serveFeed({ first: { items: [look('l-1')] } });
      const { store, user } = renderFeed({ route: '/feed/menswear' });
      await user.click(screen.getByRole('button', { name: 'Create an account' }));
      expect(store.getState().ui.modal).toMatchObject({
        type: 'Signup',
        modalProps: { redirectUrl: '/feed/menswear' },
      });
      expect(asked).toEqual([]);
    });

    it('shows a signed-in shopper the feed', async () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
      serveShopper();
      serveFeed({ first: { items: [look('l-1')] } });
      renderFeed({ signedIn: true });
      expect(await screen.findByRole('article', { name: 'Look l-1' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    });
  });

  describe('side panel', () => {
    it('offers a visitor the style quiz', async () => {
      serveFeed({ first: { items: [look('l-1')] } });
      renderFeed();
      const panel = within(screen.getByRole('complementary', { name: 'Find your stylist' }));
      expect(panel.getByRole('link', { name: 'Take the style quiz' })).toHaveAttribute(
        'href',
        '/onboarding',
      );
      await screen.findByRole('article', { name: 'Look l-1' });
    });

    it("lists a shopper's best matches, four of them, with links to their profiles", async () => {
      const match = (uuid: string, name: string, match_percentage: number) => ({
        uuid,
        name,
        profile_picture: null,
        location: 'Lisbon',
        match_percentage,
      });
      serveShopper({
        matches: [
          match('s-1', 'Ann Lee', 97),
          match('s-2', 'Bo Park', 93),
          match('s-3', 'Cy Diaz', 90),
          match('s-4', 'Di Eng', 85),
          match('s-5', 'Ed Fox', 80),
        ],
      });
      serveFeed({ first: { items: [look('l-1')] } });
      renderFeed({ signedIn: true });
      const panel = within(
        await screen.findByRole('complementary', { name: 'Recommended stylists' }),
      );
      expect(panel.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
        'href',
        '/stylist/s-1/profile',
      );
      expect(panel.getByText('97% match · Lisbon')).toBeInTheDocument();
      expect(panel.getByRole('link', { name: 'Di Eng' })).toHaveAttribute(
        'href',
        '/stylist/s-4/profile',
      );
      expect(panel.queryByRole('link', { name: 'Ed Fox' })).not.toBeInTheDocument();
      expect(panel.getByRole('link', { name: 'See all stylists' })).toHaveAttribute(
        'href',
        '/stylistSearch',
      );
      expect(panel.queryByRole('link', { name: 'Take the style quiz' })).not.toBeInTheDocument();
    });
  });

  describe('paging', () => {
    it('asks the next page by token once the shopper scrolls past 80%, then says it is the end', async () => {
      // A page 10,000 px tall in a 768 px window: the first page does not reach the threshold.
      setProperty(document.documentElement, 'scrollHeight', 10_000);
      const asked = serveFeed({
        first: { items: [look('l-1')], pageInfo: { hasNextPage: true, nextPageToken: 'tok-2' } },
        'tok-2': { items: [look('l-2')], pageInfo: { hasNextPage: false } },
      });
      renderFeed({ route: '/feed/menswear' });
      await screen.findByRole('article', { name: 'Look l-1' });
      expect(screen.getByRole('button', { name: 'Load more looks' })).toBeInTheDocument();

      setProperty(window, 'scrollY', 6_000); // (6000 + 768) / 10000 < 0.8
      fireEvent.scroll(window);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(asked).toHaveLength(1);

      setProperty(window, 'scrollY', 7_300); // (7300 + 768) / 10000 > 0.8
      fireEvent.scroll(window);
      expect(
        await screen.findByText("You've seen every look. Our stylists add new ones every week."),
      ).toBeInTheDocument();
      expect(asked).toEqual([
        { gender: 'male', count: '30' },
        { gender: 'male', count: '30', pageToken: 'tok-2' },
      ]);
      expect(screen.queryByRole('button', { name: 'Load more looks' })).not.toBeInTheDocument();
    });

    it('shows the end of the feed when the first page is the last', async () => {
      serveFeed({ first: { items: [look('l-1')], pageInfo: { hasNextPage: false } } });
      renderFeed();
      expect(
        await screen.findByText("You've seen every look. Our stylists add new ones every week."),
      ).toBeInTheDocument();
    });
  });
});
