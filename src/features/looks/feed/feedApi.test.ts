import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { gatewayUrl } from '@/testing/apiUrls';
import { signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { looksApi } from '../looksApi';
import { feedApi } from './feedApi';

const stylist = { id: 's-1', firstName: 'Ann', lastName: 'Lee', pictureUrl: '/a.svg' };
const look = (id: string, liked = false) => ({
  type: 'outfit',
  id,
  name: `Look ${id}`,
  pictureUrl: `/${id}.svg`,
  liked,
  stylist,
});

const answerFeed = () =>
  server.use(
    http.get(gatewayUrl('feed'), ({ request }) => {
      const token = new URL(request.url).searchParams.get('pageToken');
      return HttpResponse.json(
        token
          ? { items: [look('l-3')], pageInfo: { hasNextPage: false, nextPageToken: null } }
          : {
              items: [look('l-1'), { type: 'poll' }, look('l-2', true)],
              pageInfo: { hasNextPage: true, nextPageToken: 'next' },
            },
      );
    }),
  );

const args = { gender: 'female', readerId: 'user-1' } as const;

const likedIn = (store: ReturnType<typeof makeStore>) => {
  const feed = feedApi.endpoints.getFeed.select(args)(store.getState()).data;
  return Object.fromEntries(
    (feed?.pages ?? [])
      .flatMap((page) => page.items)
      .flatMap((item) => (item.type === 'outfit' ? [[item.id, item.liked]] : [])),
  );
};

describe('feedApi', () => {
  it('loads pages by token and keeps them together, unknown items as empty', async () => {
    answerFeed();
    const store = makeStore({ preloadedState: signedInState() });
    await store.dispatch(feedApi.endpoints.getFeed.initiate(args));
    await store.dispatch(feedApi.endpoints.getFeed.initiate(args, { direction: 'forward' }));
    const feed = feedApi.endpoints.getFeed.select(args)(store.getState()).data;
    expect(feed?.pages.flatMap((page) => page.items.map((item) => item.type))).toEqual([
      'outfit',
      'empty',
      'outfit',
      'outfit',
    ]);
    expect(feed?.pageParams).toEqual([null, 'next']);
  });

  it('likes at once, and takes the like back when the call fails', async () => {
    answerFeed();
    server.use(
      http.post(gatewayUrl('proxy/outfit/like/l-1'), () => HttpResponse.json({ liked: true })),
    );
    const store = makeStore({ preloadedState: signedInState() });
    await store.dispatch(feedApi.endpoints.getFeed.initiate(args));
    const liking = store.dispatch(
      looksApi.endpoints.setLookLiked.initiate({ lookId: 'l-1', liked: true }),
    );
    expect(likedIn(store)['l-1']).toBe(true);
    await liking;
    expect(likedIn(store)['l-1']).toBe(true);

    server.use(
      http.delete(gatewayUrl('proxy/outfit/like/l-2'), () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    const unliking = store.dispatch(
      looksApi.endpoints.setLookLiked.initiate({ lookId: 'l-2', liked: false }),
    );
    expect(likedIn(store)['l-2']).toBe(false);
    await unliking;
    expect(likedIn(store)['l-2']).toBe(true);
  });
});
