import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedIn } from '@/api/authSlice';
import { makeStore } from '@/app/store';
import { gatewayUrl } from '@/testing/apiUrls';
import { server } from '@/testing/server';
import { aStylist } from '@/features/stylists/stylistFixtures';
import { stylistsApi } from '@/api/stylistsApi';

const signedInStore = () => {
  const store = makeStore();
  store.dispatch(signedIn({ apiToken: 'token-1', userId: 'user-1' }));
  return store;
};

const ana = aStylist({ uuid: 's-1' });

describe('stylistsApi', () => {
  it('reads a stylist with the signed-in user only when asked to', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(gatewayUrl('proxy/stylist/:id/read'), ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('user_uuid'));
        return HttpResponse.json(ana);
      }),
    );
    const store = signedInStore();
    await store.dispatch(stylistsApi.endpoints.getStylist.initiate('s-1'));
    await store.dispatch(stylistsApi.endpoints.getStylist.initiate({ id: 's-1', withUser: true }));
    expect(seen).toEqual([null, 'user-1']);
  });

  it('asks for 15 stylists of the shopper’s department', async () => {
    let url: URL | undefined;
    server.use(
      http.get(gatewayUrl('proxy/stylist/readAll'), ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ items: [ana] });
      }),
    );
    const result = await makeStore().dispatch(
      stylistsApi.endpoints.getStylists.initiate({ userGender: 'female' }),
    );
    expect(result.data).toEqual([ana]);
    expect(url?.searchParams.get('count')).toBe('15');
    expect(url?.searchParams.get('user_gender')).toBe('female');
  });

  it('marks a favorite at once in every cache, and undoes it when the server refuses', async () => {
    server.use(
      http.get(gatewayUrl('proxy/user/:uid/favourites'), () => HttpResponse.json({ items: [] })),
      http.get(gatewayUrl('proxy/user/:uid/bestMatchesNew'), () =>
        HttpResponse.json({ items: [ana] }),
      ),
      http.get(gatewayUrl('proxy/stylist/:id/read'), () => HttpResponse.json(ana)),
      http.post(gatewayUrl('proxy/user/:uid/favourites/:id'), async () => {
        await delay(30);
        return HttpResponse.json({ message: 'Nope' }, { status: 500 });
      }),
    );
    const store = signedInStore();
    const { endpoints } = stylistsApi;
    await store.dispatch(endpoints.getFavoriteStylists.initiate());
    await store.dispatch(endpoints.getFavoriteStylistIds.initiate());
    await store.dispatch(endpoints.getBestMatches.initiate());
    await store.dispatch(endpoints.getStylist.initiate({ id: 's-1', withUser: true }));
    const read = () => ({
      favorites: endpoints.getFavoriteStylists
        .select()(store.getState())
        .data?.pages.flatMap((page) => page.items),
      ids: endpoints.getFavoriteStylistIds.select()(store.getState()).data,
      match: endpoints.getBestMatches.select()(store.getState()).data?.[0]?.is_favorite,
      stylist: endpoints.getStylist.select({ id: 's-1', withUser: true })(store.getState()).data
        ?.is_favorite,
    });

    const request = store.dispatch(
      endpoints.addFavoriteStylist.initiate({ stylistId: 's-1', stylist: ana }),
    );
    expect(read()).toMatchObject({ match: true, stylist: true });
    expect(read().favorites?.map((stylist) => stylist.uuid)).toEqual(['s-1']);
    expect(read().ids).toEqual(['s-1']);

    await request;
    expect(read()).toEqual({ favorites: [], ids: [], match: undefined, stylist: undefined });
  });

  it('reads every page of the favourites for the hearts, 30 from 0, then where each page ends', async () => {
    const favorites = Array.from({ length: 65 }, (_, index) => aStylist({ uuid: `f-${index}` }));
    const asked: string[] = [];
    server.use(
      http.get(gatewayUrl('proxy/user/:uid/favourites'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        const from = Number(params.get('from'));
        const count = Number(params.get('count'));
        asked.push(`${from}/${count}`);
        // As the spec shows the answer: items only, so a full page means another may follow.
        return HttpResponse.json({ items: favorites.slice(from, from + count) });
      }),
    );
    const result = await signedInStore().dispatch(
      stylistsApi.endpoints.getFavoriteStylistIds.initiate(),
    );
    expect(result.data).toHaveLength(65);
    expect(result.data?.at(-1)).toBe('f-64');
    expect(asked).toEqual(['0/30', '30/30', '60/30']);
  });
});
