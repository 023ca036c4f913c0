import { sdkTokenReceived, signedIn } from '@/api/authSlice';
import { UID } from '@/api/currentUser';
import { gatewayApi } from '@/api/gatewayApi';
import { rootApi } from '@/api/rootApi';
import type { AuthAnswer, AuthClient } from './accountsApi';

/** PUT login/google: the popup's auth code, or one-tap's ID token credential. */
export type GoogleProof = { code: string } | { credential: string };

const sessionGatewayApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT login/token: the stored token still works; refreshes the SDK token. */
    loginToken: build.mutation<AuthAnswer, { token: string }>({
      query: (body) => ({ url: 'login/token', method: 'PUT', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(sdkTokenReceived(data.accessToken));
        } catch {
          // A 401 has signed the shopper out already (base query); anything else keeps the session.
        }
      },
    }),
    loginGoogle: build.mutation<AuthAnswer, GoogleProof>({
      query: (body) => ({ url: 'login/google', method: 'PUT', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            signedIn({ apiToken: data.token, userId: data.user_uuid, sdkToken: data.accessToken }),
          );
        } catch {
          // The button shows the error.
        }
      },
    }),
  }),
});

const sessionRootApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST user/{uid}/trackSession (second root), at most once a day. */
    trackSession: build.mutation<{ tracked: boolean }, { client: AuthClient }>({
      query: (body) => ({ url: `user/${UID}/trackSession`, method: 'POST', body }),
    }),
  }),
});

export const { useLoginTokenMutation, useLoginGoogleMutation } = sessionGatewayApi;
export const { useTrackSessionMutation } = sessionRootApi;
