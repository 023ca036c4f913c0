import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { patchOptimistically, type CachePatch } from '@/api/optimistic';

/** A counter per name, and a bump that shows at once in every cached counter. */
const counterApi = (bumpSucceeds: boolean, onError?: (error: unknown) => void) => {
  const reads = createApi({
    baseQuery: fakeBaseQuery<string>(),
    endpoints: (build) => ({
      getCount: build.query<{ n: number }, string>({ queryFn: () => ({ data: { n: 1 } }) }),
    }),
  });
  const { updateQueryData, selectCachedArgsForQuery } = reads.util;
  const api = reads.injectEndpoints({
    endpoints: (build) => ({
      bump: build.mutation<null, void>({
        queryFn: () => (bumpSucceeds ? { data: null } : { error: 'refused' }),
        onQueryStarted: (_arg, lifecycle) => {
          const state = lifecycle.getState() as Parameters<typeof selectCachedArgsForQuery>[0];
          return patchOptimistically(
            lifecycle,
            selectCachedArgsForQuery(state, 'getCount').map((name) =>
              updateQueryData('getCount', name, (count) => {
                count.n += 1;
              }),
            ),
            onError,
          );
        },
      }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  const count = (name: string) => api.endpoints.getCount.select(name)(store.getState()).data?.n;
  return { api, store, count };
};

describe('patchOptimistically', () => {
  it('changes every cached entry at once and keeps the change when the call lands', async () => {
    const onError = vi.fn();
    const { api, store, count } = counterApi(true, onError);
    await store.dispatch(api.endpoints.getCount.initiate('a'));
    await store.dispatch(api.endpoints.getCount.initiate('b'));

    const bump = store.dispatch(api.endpoints.bump.initiate());
    expect([count('a'), count('b')]).toEqual([2, 2]);
    await bump;
    expect([count('a'), count('b')]).toEqual([2, 2]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('undoes every patch and hands on the failure when the call fails', async () => {
    const onError = vi.fn();
    const { api, store, count } = counterApi(false, onError);
    await store.dispatch(api.endpoints.getCount.initiate('a'));
    await store.dispatch(api.endpoints.getCount.initiate('b'));

    const bump = store.dispatch(api.endpoints.bump.initiate());
    expect([count('a'), count('b')]).toEqual([2, 2]);
    const result = await bump;
    expect(result.error).toBe('refused');
    expect([count('a'), count('b')]).toEqual([1, 1]);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ error: 'refused' });
  });

  it('dispatches the thunks before waiting, and never rejects', async () => {
    const patches: CachePatch[] = [];
    const dispatch = vi.fn((_thunk: string) => {
      const patch = { undo: vi.fn() };
      patches.push(patch);
      return patch;
    });
    const done = patchOptimistically(
      { dispatch, queryFulfilled: Promise.reject(new Error('down')) },
      ['one', 'two'],
    );
    expect(dispatch.mock.calls.map(([thunk]) => thunk)).toEqual(['one', 'two']);
    await expect(done).resolves.toBeUndefined();
    for (const patch of patches) expect(patch.undo).toHaveBeenCalledTimes(1);
  });
});
