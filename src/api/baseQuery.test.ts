import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { gatewayUrl, rootUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { server } from '@/testing/server';
import { signedIn } from './authSlice';
import { UID } from './currentUser';
import { getFieldErrors } from './errors';
import { gatewayApi } from './gatewayApi';
import { rootApi } from './rootApi';

const testApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getThing: build.query<unknown, void>({ query: () => 'proxy/thing' }),
    getMine: build.query<unknown, void>({
      query: () => ({ url: `proxy/user/${UID}/things`, params: { owner: UID } }),
    }),
    getSlow: build.query<unknown, void>({ query: () => ({ url: 'proxy/slow', timeout: 50 }) }),
    loginEmail: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: 'login/email', method: 'PUT', body }),
    }),
    getStylistReviews: build.query<unknown, string>({
      query: (id) => `proxy/stylist/${id}/reviews`,
    }),
    getOtherReviews: build.query<unknown, string>({ query: (id) => `proxy/other/${id}` }),
  }),
});

const testRootApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    getGoals: build.query<unknown, void>({ query: () => 'goal' }),
  }),
});

const signedInStore = () => {
  const store = makeStore();
  store.dispatch(signedIn({ apiToken: 'secret-token', userId: 'user 7' }));
  return store;
};

describe('base query', () => {
  const reports = recordReports();

  it('sends the token and desktop platform headers to the gateway when signed in', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(gatewayUrl('proxy/thing'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    const result = await signedInStore().dispatch(testApi.endpoints.getThing.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(headers?.get('token')).toBe('secret-token');
    expect(headers?.get('platform')).toBe('web-desktop');
  });

  it('sends no token when signed out, and web-mobile on a narrow screen', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(gatewayUrl('proxy/thing'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
    window.dispatchEvent(new Event('resize'));
    await makeStore().dispatch(testApi.endpoints.getThing.initiate());
    expect(headers?.has('token')).toBe(false);
    expect(headers?.get('platform')).toBe('web-mobile');
  });

  it('sends second-root calls to the second root', async () => {
    server.use(http.get(rootUrl('goal'), () => HttpResponse.json(['wardrobe'])));
    const result = await makeStore().dispatch(testRootApi.endpoints.getGoals.initiate());
    expect(result.data).toEqual(['wardrobe']);
  });

  it('fills the current user id into paths and query values', async () => {
    let url: URL | undefined;
    server.use(
      http.get(gatewayUrl('proxy/user/:uid/things'), ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json([]);
      }),
    );
    await signedInStore().dispatch(testApi.endpoints.getMine.initiate());
    expect(url?.pathname).toBe('/gateway/proxy/user/user%207/things');
    expect(url?.searchParams.get('owner')).toBe('user 7');
  });

  it("fails with 400 'No authenticated user id' without a request when nobody is signed in", async () => {
    const onRequest = vi.fn();
    server.events.on('request:start', onRequest);
    const result = await makeStore().dispatch(testApi.endpoints.getMine.initiate());
    server.events.removeAllListeners();
    expect(result.error).toEqual({ status: 400, data: { message: 'No authenticated user id' } });
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('classifies a network failure as FETCH_ERROR and reports it', async () => {
    server.use(http.get(gatewayUrl('proxy/thing'), () => HttpResponse.error()));
    const result = await makeStore().dispatch(testApi.endpoints.getThing.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context).toMatchObject({ endpoint: 'getThing', errorClass: 'FETCH_ERROR' });
  });

  it('classifies a slow answer as TIMEOUT_ERROR', async () => {
    server.use(
      http.get(gatewayUrl('proxy/slow'), async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const result = await makeStore().dispatch(testApi.endpoints.getSlow.initiate());
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });

  it('classifies an unreadable answer as PARSING_ERROR', async () => {
    server.use(
      http.get(
        gatewayUrl('proxy/thing'),
        () => new HttpResponse('<html>', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const result = await makeStore().dispatch(testApi.endpoints.getThing.initiate());
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR' });
  });

  it('passes an HTTP status with its data and reports it', async () => {
    server.use(
      http.get(gatewayUrl('proxy/thing'), () =>
        HttpResponse.json({ message: 'Down for maintenance' }, { status: 503 }),
      ),
    );
    const result = await makeStore().dispatch(testApi.endpoints.getThing.initiate());
    expect(result.error).toEqual({ status: 503, data: { message: 'Down for maintenance' } });
    expect(reports).toHaveLength(1);
  });

  it('maps 400 field errors for forms and does not report them', async () => {
    server.use(
      http.get(gatewayUrl('proxy/thing'), () =>
        HttpResponse.json(
          {
            errors: [
              { field: 'email', message: 'Email is taken' },
              { field: 'email', message: 'x' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const result = await makeStore().dispatch(testApi.endpoints.getThing.initiate());
    expect(getFieldErrors(result.error)).toEqual({ email: 'Email is taken' });
    expect(reports).toHaveLength(0);
  });

  it('does not report 400 on e-mail login, but reports 400 without field errors elsewhere', async () => {
    server.use(
      http.put(gatewayUrl('login/email'), () =>
        HttpResponse.json({ message: 'Wrong e-mail or password' }, { status: 400 }),
      ),
      http.get(gatewayUrl('proxy/thing'), () => HttpResponse.json({}, { status: 400 })),
    );
    const store = makeStore();
    await store.dispatch(testApi.endpoints.loginEmail.initiate({ email: 'a@b.co' }));
    expect(reports).toHaveLength(0);
    await store.dispatch(testApi.endpoints.getThing.initiate());
    expect(reports).toHaveLength(1);
  });

  it('does not report 404 on stylist reviews, but does on other calls', async () => {
    server.use(
      http.get(gatewayUrl('proxy/stylist/:id/reviews'), () =>
        HttpResponse.json({}, { status: 404 }),
      ),
      http.get(gatewayUrl('proxy/other/:id'), () => HttpResponse.json({}, { status: 404 })),
    );
    const store = makeStore();
    await store.dispatch(testApi.endpoints.getStylistReviews.initiate('s1'));
    expect(reports).toHaveLength(0);
    await store.dispatch(testApi.endpoints.getOtherReviews.initiate('s1'));
    expect(reports).toHaveLength(1);
  });

  it('signs out on 401, logs a warning, reports it and never leaks the token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(gatewayUrl('proxy/thing'), () => HttpResponse.json({}, { status: 401 })));
    const store = signedInStore();
    await store.dispatch(testApi.endpoints.getThing.initiate());
    expect(store.getState().auth).toEqual({ apiToken: null, sdkToken: null, userId: null });
    expect(warn).toHaveBeenCalledOnce();
    expect(reports).toHaveLength(1);
    expect(JSON.stringify(reports)).not.toContain('secret-token');
  });

  it('clears cached server data on sign-out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(gatewayUrl('proxy/user/:uid/things'), () => HttpResponse.json(['a'])));
    const store = signedInStore();
    await store.dispatch(testApi.endpoints.getMine.initiate());
    expect(testApi.endpoints.getMine.select()(store.getState()).data).toEqual(['a']);
    server.use(http.get(gatewayUrl('proxy/thing'), () => HttpResponse.json({}, { status: 401 })));
    await store.dispatch(testApi.endpoints.getThing.initiate());
    expect(testApi.endpoints.getMine.select()(store.getState()).data).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});
