/** What dispatching an `api.util.updateQueryData(…)` thunk gives back: a way to take it back. */
export type CachePatch = { undo: () => void };

/** The parts of a mutation's `onQueryStarted` lifecycle an optimistic update needs. */
export type OptimisticLifecycle<Thunk> = {
  dispatch: (thunk: NoInfer<Thunk>) => CachePatch;
  queryFulfilled: Promise<unknown>;
};

/**
 * RTK Query's optimistic update (docs: "Manual Cache Updates", optimistic updates): dispatches
 * each `api.util.updateQueryData(…)` thunk at once, so every cached copy shows the change before
 * the server answers, then waits for the call; when it fails, undoes every patch and hands the
 * failure to `onError`. It never rejects: the mutation's own result carries the error.
 *
 * Build the thunks from the entries that are cached, e.g.
 * `api.util.selectCachedArgsForQuery(getState(), 'getCart').map((args) => updateQueryData('getCart', args, recipe))`.
 */
export async function patchOptimistically<Thunk>(
  { dispatch, queryFulfilled }: OptimisticLifecycle<Thunk>,
  thunks: readonly Thunk[],
  onError?: (error: unknown) => void,
): Promise<void> {
  const patches = thunks.map((thunk) => dispatch(thunk));
  try {
    await queryFulfilled;
  } catch (error) {
    patches.forEach((patch) => patch.undo());
    onError?.(error);
  }
}
