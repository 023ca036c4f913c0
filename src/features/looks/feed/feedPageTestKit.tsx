import { http, HttpResponse } from 'msw';
import { StoreToast } from '@/blocks/StoreToast';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { forgetFeedPlaces } from './feedMemory';
import { FeedPage } from './FeedPage';

/** What the FeedPage tests share: feed items, the feed and shopper answers, and the render. */

export const ann = { id: 's-1', firstName: 'Ann', lastName: 'Lee', pictureUrl: '/media/ann.svg' };
export const bo = { id: 's-2', firstName: 'Bo', lastName: 'Park', pictureUrl: null };

export const look = (id: string, overrides: Record<string, unknown> = {}) => ({
  type: 'outfit',
  id,
  name: `Look ${id}`,
  pictureUrl: `/media/${id}.svg`,
  liked: false,
  stylist: ann,
  ...overrides,
});

export type RawPage = {
  items: unknown[];
  pageInfo?: { hasNextPage: boolean; nextPageToken?: string };
};

/**
 * Serves `GET feed`: the first page (no pageToken) from `pages.first`, later ones by their token.
 * Returns the query of every request, as an object of its parameters.
 */
export const serveFeed = (pages: Record<string, RawPage>) => {
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
export const serveShopper = ({
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
export const held = (answer: () => Response) => {
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

export type RenderOptions = { route?: string; signedIn?: boolean };

export const renderFeed = ({ route = '/feed', signedIn = false }: RenderOptions = {}) =>
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

export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** Replaces a window or element property jsdom computes (scroll position, sizes) for one test. */
export const setProperty = (target: object, name: string, value: number) =>
  Object.defineProperty(target, name, { configurable: true, value });

/** Undoes what a test changed: the feed's remembered places, scroll, sizes and media queries. */
export const resetFeedPage = () => {
  forgetFeedPlaces();
  setProperty(window, 'scrollY', 0);
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  Reflect.deleteProperty(window, 'matchMedia');
};
