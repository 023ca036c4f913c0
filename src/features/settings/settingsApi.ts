import type { UserGender } from '@shared/personalInfo';
import {
  EMPTY_STYLE_DATA,
  type StyleData,
  type StyleOptions,
  type StylePreferencesUpdate,
} from '@shared/styleOptions';
import { UID } from '@/api/currentUser';
import { toCurrentUser, type CurrentUser } from '@/api/currentUserApi';
import { gatewayApi } from '@/api/gatewayApi';
import type { ApiUser } from '@/api/types';
import { readUpload, uploadWithProgress, type ProgressListener } from '@/api/uploadWithProgress';

/** `PUT proxy/user/{uid}`: what the personal-info form sends (every field, '' clears). */
export type PersonalInfoUpdate = {
  full_name: string;
  email: string;
  phone_number: string;
  location: string;
  country: string;
  gender: UserGender | null;
  birthday: string;
  /** Sent only with a new `email` by an account with a password (docs/contracts/settings.md). */
  current_password?: string;
};

/** A saved personal-info form: the user, and the new address waiting for its link, if any. */
export type SavedPersonalInfo = { user: CurrentUser; pendingEmail: string | null };

/** `POST proxy/user/changeEmail/confirm`: the account's address now. */
export type EmailChangeConfirmed = { success: boolean; email: string };

export type PasswordChange = { current_password?: string; new_password: string };

/** A line of payment history (`GET proxy/user/{uid}/sessionsPayments`). */
export type SessionPayment = {
  id: string;
  kind: 'session' | 'membership' | 'tip' | 'other';
  description: string;
  amount: number;
  currency: string;
  created: string;
};

type ApiSessionPayment = {
  uuid?: string;
  kind?: string;
  description?: string | null;
  amount?: number | null;
  currency?: string | null;
  created?: string | null;
};

const KINDS: ReadonlySet<string> = new Set(['session', 'membership', 'tip']);

/** Spec 001 §7: the answer is a list, else nothing. Lines without a date or amount are skipped. */
export const toSessionPayments = (answer: unknown): SessionPayment[] =>
  Array.isArray(answer)
    ? (answer as ApiSessionPayment[])
        .filter((line) => typeof line?.amount === 'number' && typeof line.created === 'string')
        .map((line, index) => ({
          id: line.uuid ?? `payment-${index}`,
          kind: KINDS.has(line.kind ?? '') ? (line.kind as SessionPayment['kind']) : 'other',
          description: line.description ?? 'Payment',
          amount: line.amount ?? 0,
          currency: (line.currency ?? 'usd').toUpperCase(),
          created: line.created ?? '',
        }))
    : [];

/** Style data with every key: what the answer leaves out is unset. */
export const toStyleData = (answer: Partial<StyleData> | null): StyleData => ({
  ...EMPTY_STYLE_DATA,
  ...answer,
  budget_ranges: { ...EMPTY_STYLE_DATA.budget_ranges, ...answer?.budget_ranges },
});

/** Style info's cache entry. */
const STYLE = { type: 'User', id: 'STYLE' } as const;

/**
 * /settings (spec 001 §7 "User and settings"; docs/contracts/settings.md). Saving personal info
 * or a picture refreshes every copy of the user (the header's too: tag `User`). The style calls
 * are on the gateway without `proxy/`, as the spec writes them.
 */
export const settingsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<SavedPersonalInfo, PersonalInfoUpdate>({
      query: (body) => ({ url: `proxy/user/${UID}`, method: 'PUT', body }),
      transformResponse: (user: ApiUser & { pending_email?: string | null }) => ({
        user: toCurrentUser(user),
        pendingEmail: user.pending_email ?? null,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
    /** The e-mail change's link: needs no session (the link is the proof). */
    confirmEmailChange: build.mutation<EmailChangeConfirmed, { token: string }>({
      query: (body) => ({ url: 'proxy/user/changeEmail/confirm', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
    uploadProfilePicture: build.mutation<
      CurrentUser,
      { file: File; onProgress?: ProgressListener }
    >({
      queryFn: async ({ file, onProgress }, api) => {
        const body = new FormData();
        body.append('picture', file);
        // `{x}` is not read by the server (docs/contracts/closet.md): the SPA sends `web`.
        const url = `proxy/user/user-profile-picture/web/${UID}`;
        const result = await uploadWithProgress({ url, method: 'POST', body }, api, { onProgress });
        return readUpload(result, (user: ApiUser) => toCurrentUser(user));
      },
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
    changePassword: build.mutation<{ success: boolean }, PasswordChange>({
      query: (body) => ({ url: `proxy/user/${UID}/password`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
    deactivateAccount: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: `proxy/user/${UID}/deactivateAccount`, method: 'PUT' }),
    }),
    getStyleOptions: build.query<StyleOptions, 'female' | 'male'>({
      query: (gender) => ({ url: 'user/styleOptions', params: { gender } }),
    }),
    getStyleData: build.query<StyleData, void>({
      query: () => `user/${UID}/styleData`,
      transformResponse: toStyleData,
      providesTags: [STYLE],
    }),
    updateStylingPreferences: build.mutation<StyleData, StylePreferencesUpdate>({
      query: (body) => ({ url: `user/${UID}/stylingPreferences`, method: 'PUT', body }),
      transformResponse: toStyleData,
      async onQueryStarted(_update, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(settingsApi.util.upsertQueryData('getStyleData', undefined, data));
        } catch {
          // The form shows the failure.
        }
      },
      // Body types and styles re-rank the shopper's stylist matches.
      invalidatesTags: (_result, error) => (error ? [] : ['Match']),
    }),
    getSessionPayments: build.query<SessionPayment[], void>({
      query: () => `proxy/user/${UID}/sessionsPayments`,
      transformResponse: toSessionPayments,
    }),
    openBillingPortal: build.mutation<{ url: string }, { returnUrl: string }>({
      query: ({ returnUrl }) => ({ url: `/user/${UID}/billing-portal`, params: { returnUrl } }),
    }),
  }),
});

export const {
  useUpdateUserMutation,
  useConfirmEmailChangeMutation,
  useUploadProfilePictureMutation,
  useChangePasswordMutation,
  useDeactivateAccountMutation,
  useGetStyleOptionsQuery,
  useGetStyleDataQuery,
  useUpdateStylingPreferencesMutation,
  useGetSessionPaymentsQuery,
  useOpenBillingPortalMutation,
} = settingsApi;
