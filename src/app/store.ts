import { env } from '@/config/env';
import {
  combineReducers,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type ReducersMapObject,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import { authSlice, signedOut } from '@/api/authSlice';
import { followApis, registeredApis } from '@/api/apiRegistry';
import type { gatewayApi } from '@/api/gatewayApi';
import type { rootApi } from '@/api/rootApi';
import { profileSlice } from '@/features/closet/profile/profileSlice';
import { onboardingSlice } from '@/features/onboarding/onboardingSlice';
import { quizStorage } from '@/features/onboarding/quizStorage';
import { featuresSlice } from '@/services/featuresSlice';
import { uiSlice } from '@/blocks/modals/uiSlice';
import { localStorageAdapter } from './localStorageAdapter';

const slices = {
  [authSlice.reducerPath]: authSlice.reducer,
  [featuresSlice.reducerPath]: featuresSlice.reducer,
  [onboardingSlice.reducerPath]: onboardingSlice.reducer,
  [profileSlice.reducerPath]: profileSlice.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
};

/** The server-data slices, which each store adds when their API first loads (apiRegistry). */
type ApiStates = {
  gatewayApi: ReturnType<typeof gatewayApi.reducer>;
  rootApi: ReturnType<typeof rootApi.reducer>;
};

export type RootState = ReturnType<ReturnType<typeof combineReducers<typeof slices>>> & ApiStates;

/**
 * Auth and feature flags survive a reload in local storage; the quiz's answers in session
 * storage (this tab only; a quiz finished while signed out also in local storage until it is
 * submitted, see quizStorage). 5 s rehydration time-out.
 */
const persisted = <S>(key: string, reducer: Reducer<S>, storage = localStorageAdapter) =>
  persistReducer({ key, storage, timeout: 5000 }, reducer) as unknown as Reducer<S>;

const persistedSlices = {
  ...slices,
  auth: persisted('auth', authSlice.reducer),
  features: persisted('features', featuresSlice.reducer),
  onboarding: persisted('onboarding', onboardingSlice.reducer, quizStorage),
};

/**
 * Sign-out clears cached server data too (spec 001 §4: logout resets cached data), once the
 * reducers have seen it. (A plain middleware: RTK's listener middleware is 1.3 KB gzip of the
 * first screen for this one rule.)
 */
const resetCachesOnSignOut: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (signedOut.match(action)) {
    for (const registered of registeredApis()) api.dispatch(registered.resetApiState());
  }
  return result;
};

/** The reducer of `sliceReducers` plus every API slice registered so far. */
const withApis = (sliceReducers: ReducersMapObject) => {
  const reducers: ReducersMapObject = { ...sliceReducers };
  for (const api of registeredApis()) reducers[api.reducerPath] = api.reducer;
  return combineReducers(reducers) as unknown as Reducer<RootState>;
};

type StoreOptions = { preloadedState?: Partial<RootState>; persist?: boolean };

export const makeStore = ({ preloadedState, persist = false }: StoreOptions = {}) => {
  const sliceReducers = persist ? persistedSlices : slices;
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: withApis(sliceReducers),
    preloadedState: preloadedState as RootState | undefined,
    // Request actions carry what a shopper typed (a card on the local payment form): DevTools
    // is for development only.
    devTools: !env.isProduction,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: {
          // Toasts carry their Undo callback and modals may carry callbacks (spec 001 §3 UI state).
          ignoredActions: [
            FLUSH,
            REHYDRATE,
            PAUSE,
            PERSIST,
            PURGE,
            REGISTER,
            uiSlice.actions.toastShown.type,
            uiSlice.actions.modalOpened.type,
          ],
          ignoredPaths: ['ui.toast.onUndo', 'ui.modal.modalProps'],
        },
      })
        .prepend(resetCachesOnSignOut)
        .concat(apiMiddleware.middleware),
  });
  const installed = new Set(registeredApis().map((api) => api.reducerPath));
  let listening = false;
  followApis((api) => {
    apiMiddleware.addMiddleware(api.middleware);
    if (!installed.has(api.reducerPath)) {
      installed.add(api.reducerPath);
      store.replaceReducer(withApis(sliceReducers));
    }
    if (!listening) {
      listening = true;
      api.setupListeners(store.dispatch);
    }
  });
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** The browser's store, with persistence. */
export const makePersistedStore = () => {
  const store = makeStore({ persist: true });
  return { store, persistor: persistStore(store) };
};
