import type { BaseQueryApi, BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { env } from '@/config/env';
import { detectMobile, platformHeaderValue } from '@/lib/device';
import { reportError } from '@/services/errorReporting';
import { signedOut } from './authSlice';
import type { AuthState } from './authSlice';
import { rootOfCall, type ApiRoot } from './callRoots';
import { NO_USER_MESSAGE, needsCurrentUser, withCurrentUser } from './currentUser';
import { classifyError, reportMessage, shouldReport, type ApiError } from './errors';

export const TOKEN_HEADER = 'token';
export const PLATFORM_HEADER = 'platform';

type StateWithAuth = { auth: AuthState };

export const rootUrls: Record<ApiRoot, string> = { gateway: env.gatewayUrl, root: env.apiUrl };

/**
 * Roots may be paths on this origin ('/gateway/'); requests need absolute URLs. The build-time
 * prerender has no location, and fetches nothing.
 */
export const absolute = (url: string) =>
  new URL(url, globalThis.location?.href ?? 'http://prerender.invalid/').href;

/** The token (when signed in) and platform headers of every call to our server. */
export const setPolicyHeaders = (
  headers: Headers,
  { getState }: Pick<BaseQueryApi, 'getState'>,
) => {
  const { apiToken } = (getState() as StateWithAuth).auth;
  if (apiToken) headers.set(TOKEN_HEADER, apiToken);
  headers.set(PLATFORM_HEADER, platformHeaderValue(detectMobile()));
  return headers;
};

/** What a failed call goes through: a 401 signs out, then the reporting policy. */
export const afterFailedCall = (
  api: Pick<BaseQueryApi, 'endpoint' | 'dispatch'>,
  error: ApiError,
) => {
  if (error.status === 401) {
    console.warn(`[api] ${api.endpoint} answered 401: signing out.`);
    api.dispatch(signedOut());
  }
  if (shouldReport(api.endpoint, error)) {
    reportError(new Error(reportMessage(api.endpoint, error)), {
      endpoint: api.endpoint,
      status: error.status,
      errorClass: classifyError(error),
    });
  }
};

const fetchers = Object.fromEntries(
  (Object.keys(rootUrls) as ApiRoot[]).map((root) => [
    root,
    fetchBaseQuery({
      baseUrl: absolute(rootUrls[root]),
      timeout: env.requestTimeoutMs,
      prepareHeaders: setPolicyHeaders,
    }),
  ]),
) as Record<ApiRoot, ReturnType<typeof fetchBaseQuery>>;

export const noUserError: ApiError = { status: 400, data: { message: NO_USER_MESSAGE } };

/** `args` with the signed-in user's id for `{uid}`; null (reported) when nobody is signed in. */
export const forCurrentUser = <A extends string | FetchArgs>(
  args: A,
  api: Pick<BaseQueryApi, 'endpoint' | 'getState'>,
): A | null => {
  if (!needsCurrentUser(args)) return args;
  const { userId } = (api.getState() as StateWithAuth).auth;
  if (userId) return withCurrentUser(args, userId) as A;
  reportError(new Error(NO_USER_MESSAGE), { endpoint: api.endpoint });
  return null;
};

/**
 * The one base query for both API slices: current-user placeholder, token and platform headers,
 * timeout, error classes, 401 sign-out and the reporting policy. Calls made outside RTK Query
 * (the chat adapter's) take the same road through ./gatewayRequest.ts; uploads that show their
 * progress take ./uploadWithProgress.ts (XMLHttpRequest), with the same policy.
 */
export const createBaseQuery =
  (sliceRoot: ApiRoot): BaseQueryFn<string | FetchArgs, unknown, ApiError> =>
  async (args, api, extraOptions) => {
    const request = forCurrentUser(args, api);
    if (request === null) return { error: noUserError };
    const result = await fetchers[rootOfCall(api.endpoint, sliceRoot)](request, api, extraOptions);
    if (result.error) afterFailedCall(api, result.error);
    return result;
  };
