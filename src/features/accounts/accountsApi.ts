import type { Dispatch } from '@reduxjs/toolkit';
import { signedIn } from '@/api/authSlice';
import { TOKEN_HEADER } from '@/api/baseQuery';
import { gatewayApi } from '@/api/gatewayApi';
import { detectMobile } from '@/lib/device';

/** Which client signs in: the spec's `client` field of e-mail login and sign-up. */
export type AuthClient = 'mobile-web' | 'web';

export const authClient = (): AuthClient => (detectMobile() ? 'mobile-web' : 'web');

/** PUT login/email */
export type LoginEmailRequest = {
  email: string;
  password: string;
  remember: boolean;
  client: AuthClient;
};

/** POST signup/email */
export type SignupEmailRequest = {
  email: string;
  full_name: string;
  first_name: string;
  last_name: string;
  password: string;
  client: AuthClient;
};

/** What e-mail login and sign-up answer (spec 000 §3, "Login response"). */
export type AuthAnswer = { token: string; accessToken: string; user_uuid: string };

/** POST proxy/user/resetPassword: the same answer whether or not the account exists. */
export type ResetPasswordRequest = { email: string };
export type ResetPasswordAnswer = { success: boolean };

/**
 * POST proxy/user/resetPassword/confirm: the token from the reset e-mail's link and the new
 * password. Answers like a sign-in; an expired or used token is a 400 on the field `token`.
 */
export type ConfirmPasswordResetRequest = { token: string; password: string };

/** Stores the new session as soon as the gateway answers; failures stay with the caller. */
const signInOnSuccess = async (
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: AuthAnswer }> },
) => {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      signedIn({ apiToken: data.token, userId: data.user_uuid, sdkToken: data.accessToken }),
    );
  } catch {
    // The form that called shows the error; the base query reported it if it should.
  }
};

const accountsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    loginEmail: build.mutation<AuthAnswer, LoginEmailRequest>({
      query: (body) => ({ url: 'login/email', method: 'PUT', body }),
      onQueryStarted: signInOnSuccess,
    }),
    signupEmail: build.mutation<AuthAnswer, SignupEmailRequest>({
      query: (body) => ({ url: 'signup/email', method: 'POST', body }),
      onQueryStarted: signInOnSuccess,
    }),
    /**
     * DELETE login/token revokes the token. It is passed explicitly because sign-out clears the
     * stored token first (see useSignOut).
     */
    logout: build.mutation<void, { token: string }>({
      query: ({ token }) => ({
        url: 'login/token',
        method: 'DELETE',
        headers: { [TOKEN_HEADER]: token },
      }),
    }),
    resetPassword: build.mutation<ResetPasswordAnswer, ResetPasswordRequest>({
      query: (body) => ({ url: 'proxy/user/resetPassword', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<AuthAnswer, ConfirmPasswordResetRequest>({
      query: (body) => ({ url: 'proxy/user/resetPassword/confirm', method: 'POST', body }),
      onQueryStarted: signInOnSuccess,
    }),
  }),
});

export const {
  useLoginEmailMutation,
  useSignupEmailMutation,
  useLogoutMutation,
  useResetPasswordMutation,
  useConfirmPasswordResetMutation,
} = accountsApi;

export const { logout } = accountsApi.endpoints;
