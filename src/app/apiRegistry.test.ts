import { createApi, fakeBaseQuery, setupListeners } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { registerApi } from '@/api/apiRegistry';
import { signedIn, signedOut } from '@/api/authSlice';
import { makePersistedStore, makeStore } from './store';

/** An API that loads after the stores were made, as a page's code does in the browser. */
const lateApi = () => {
  const api = createApi({
    reducerPath: `lateApi${Math.random().toString(36).slice(2)}`,
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      greeting: build.query<string, void>({ queryFn: () => ({ data: 'hello' }) }),
    }),
  });
  registerApi({
    reducerPath: api.reducerPath,
    reducer: api.reducer,
    middleware: api.middleware,
    resetApiState: api.util.resetApiState,
    setupListeners,
  });
  return api;
};

type LateState = Record<string, { queries: Record<string, { data?: unknown } | undefined> }>;
const cacheOf = (state: unknown, api: { reducerPath: string }) =>
  (state as LateState)[api.reducerPath]?.queries;

describe('API slices that load after the store', () => {
  it('are served by stores made before them: reducer, middleware and cache', async () => {
    const plain = makeStore();
    const { store: persisted } = makePersistedStore();
    const api = lateApi();

    for (const store of [plain, persisted]) {
      await store.dispatch(api.endpoints.greeting.initiate());
      expect(cacheOf(store.getState(), api)?.['greeting(undefined)']?.data).toBe('hello');
    }
  });

  it('are served by stores made after them', async () => {
    const api = lateApi();
    const store = makeStore();
    await store.dispatch(api.endpoints.greeting.initiate());
    expect(cacheOf(store.getState(), api)?.['greeting(undefined)']?.data).toBe('hello');
  });

  it('are emptied on sign-out, with the other caches', async () => {
    const store = makeStore();
    const api = lateApi();
    store.dispatch(signedIn({ apiToken: 't-1', userId: 'u-1', sdkToken: 's-1' }));
    await store.dispatch(api.endpoints.greeting.initiate());
    store.dispatch(signedOut());
    expect(cacheOf(store.getState(), api)).toEqual({});
  });
});
