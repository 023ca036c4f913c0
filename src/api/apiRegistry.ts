import type { Dispatch, Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';

/** What a store needs of an RTK Query API slice to serve it. */
export type RegisteredApi = {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  /** Clears the API's cached data (sign-out). */
  resetApiState: () => UnknownAction;
  /** RTK Query's focus and online refetching, set up once per store. */
  setupListeners: (dispatch: Dispatch) => unknown;
};

const apis: RegisteredApi[] = [];
const followers = new Set<(api: RegisteredApi) => void>();

/**
 * Each API slice registers itself when its module is first imported (src/api/gatewayApi.ts,
 * rootApi.ts), and every store, made before or after, adds its reducer and middleware then. So
 * RTK Query's code loads with the first page or block that calls the server, not with the app's
 * first screen, and no component can use an API its store does not serve: the component's import
 * of the API is what installs it.
 */
export const registerApi = (api: RegisteredApi) => {
  if (apis.some((known) => known.reducerPath === api.reducerPath)) return;
  apis.push(api);
  for (const follow of followers) follow(api);
};

/** Calls `install` for every API registered so far and for each one registered later. */
export const followApis = (install: (api: RegisteredApi) => void) => {
  for (const api of apis) install(api);
  followers.add(install);
};

/** The APIs registered so far. */
export const registeredApis = (): readonly RegisteredApi[] => apis;
