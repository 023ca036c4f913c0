import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/routes';
import { makeStore, type AppStore, type RootState } from '@/app/store';

type Options = Omit<RenderOptions, 'wrapper'> & {
  /** Where the memory router starts, e.g. '/inbox?x=1'. */
  route?: string;
  /** The route pattern `ui` is mounted at (default: every path). */
  path?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
};

/** Shows the router's current location, so tests can assert where a redirect went. */
export const LocationDisplay = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
};

const setUp = (tree: ReactElement, { route = '/', preloadedState, store, ...options }: Options) => {
  const appStore = store ?? makeStore({ preloadedState });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={appStore}>
      <MemoryRouter initialEntries={[route]}>
        {tree}
        <LocationDisplay />
      </MemoryRouter>
    </AppProviders>,
    options,
  );
  return { ...result, store: appStore, user };
};

/**
 * The one render for component tests: a fresh store, the theme, a memory router (with a
 * `location` output to assert redirects) and a `user` from user-event.
 */
export const renderWithProviders = (ui: ReactElement, { path = '*', ...options }: Options = {}) =>
  setUp(
    <Routes>
      <Route path={path} element={ui} />
    </Routes>,
    options,
  );

/** Renders the whole app's routes (shell, protected routes, redirects) at `route`. */
export const renderApp = (options: Omit<Options, 'path'> = {}) => setUp(<AppRoutes />, options);

/** A signed-in auth state for `preloadedState`. */
export const signedInState = (userId = 'user-1', apiToken = 'token-1'): Partial<RootState> => ({
  auth: { userId, apiToken, sdkToken: null },
});
