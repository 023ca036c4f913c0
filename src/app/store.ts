import { env } from '@/config/env';
import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
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
import { gatewayApi } from '@/api/gatewayApi';
import { rootApi } from '@/api/rootApi';
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
  [gatewayApi.reducerPath]: gatewayApi.reducer,
  [rootApi.reducerPath]: rootApi.reducer,
};

const rootReducer = combineReducers(slices);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Auth and feature flags survive a reload in local storage; the quiz's answers in session
 * storage (this tab only; a quiz finished while signed out also in local storage until it is
 * submitted, see quizStorage). 5 s rehydration time-out.
 */
const persisted = <S>(key: string, reducer: Reducer<S>, storage = localStorageAdapter) =>
  persistReducer({ key, storage, timeout: 5000 }, reducer) as unknown as Reducer<S>;

const persistedRootReducer = combineReducers({
  ...slices,
  auth: persisted('auth', authSlice.reducer),
  features: persisted('features', featuresSlice.reducer),
  onboarding: persisted('onboarding', onboardingSlice.reducer, quizStorage),
});

/** Sign-out clears cached server data too (spec 001 §4: logout resets cached data). */
const signOutListener = createListenerMiddleware();
signOutListener.startListening({
  actionCreator: signedOut,
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(gatewayApi.util.resetApiState());
    listenerApi.dispatch(rootApi.util.resetApiState());
  },
});

type StoreOptions = { preloadedState?: Partial<RootState>; persist?: boolean };

export const makeStore = ({ preloadedState, persist = false }: StoreOptions = {}) => {
  const store = configureStore({
    reducer: persist ? persistedRootReducer : rootReducer,
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
        .prepend(signOutListener.middleware)
        .concat(gatewayApi.middleware, rootApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** The browser's store, with persistence. */
export const makePersistedStore = () => {
  const store = makeStore({ persist: true });
  return { store, persistor: persistStore(store) };
};
