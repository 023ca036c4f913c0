import { UID } from '@/api/currentUser';
import { gatewayApi } from '@/api/gatewayApi';
import { patchOptimistically } from '@/api/optimistic';
import { rootApi } from '@/api/rootApi';
import { readUpload, uploadWithProgress, type ProgressListener } from '@/api/uploadWithProgress';
import type { ReviewsPage } from './profileTypes';

/** Spec 000 §9: reviews page size 5. */
export const REVIEWS_PAGE_SIZE = 5;

export type ReviewsArgs = { stylistId: string; page: number };
export type AddReviewArgs = {
  stylistId: string;
  rate: number;
  description: string;
  /** A JPEG as a data URL, or nothing. */
  picture: string | null;
  /** How much of the review (with its photo) has gone. */
  onProgress?: ProgressListener;
};
export type LeaveWaitlistArgs = { stylistId: string; userId: string };

const segment = encodeURIComponent;

/** The profile's own gateway calls: reviews, why-we-recommend, booking state, contact. */
export const profileApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Page `page` (from 0) of a stylist's reviews. A 404 means "no reviews yet": it is not
     * reported (see `quietErrors`) and reads as an empty list.
     */
    getStylistReviews: build.query<ReviewsPage, ReviewsArgs>({
      queryFn: async ({ stylistId, page }, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: `proxy/stylist/${segment(stylistId)}/reviews`,
          params: { from: page * REVIEWS_PAGE_SIZE, count: REVIEWS_PAGE_SIZE },
        });
        if (result.error?.status === 404) return { data: { reviews: [], total: 0 } };
        if (result.error) return { error: result.error };
        return { data: result.data as ReviewsPage };
      },
      providesTags: (_result, _error, { stylistId }) => [{ type: 'Review', id: stylistId }],
    }),
    getWhyWeRecommend: build.query<string, string>({
      query: (stylistId) => `stylists/${segment(stylistId)}/why-we-recommend`,
      transformResponse: (response: { data: string | null }) => response.data ?? '',
    }),
    getCanBook: build.query<boolean, string>({
      query: (stylistId) => `proxy/user/${UID}/stylist/${segment(stylistId)}/canBook`,
      transformResponse: (response: { can_book: boolean }) => response.can_book,
      providesTags: ['Session'],
    }),
    createChannel: build.mutation<{ sid: string }, string>({
      query: (stylistId) => ({
        url: 'twilio/channel',
        method: 'POST',
        body: { client_uuid: UID, stylist_uuid: stylistId },
      }),
    }),
    /**
     * A review (rating 1 to 5, optional text and JPEG photo as a data URL, spec 000 §3: JSON), sent
     * so that its progress shows; the lists follow.
     */
    addStylistReview: build.mutation<unknown, AddReviewArgs>({
      queryFn: async ({ stylistId, rate, description, picture, onProgress }, api) => {
        const result = await uploadWithProgress(
          {
            url: `proxy/stylist/${segment(stylistId)}/review`,
            method: 'POST',
            body: { user_uuid: UID, rate, description, ...(picture ? { picture } : {}) },
          },
          api,
          { onProgress },
        );
        return readUpload(result, (answer: unknown) => answer);
      },
      invalidatesTags: (_result, error, { stylistId }) =>
        error
          ? []
          : [
              { type: 'Review', id: stylistId },
              { type: 'Stylist', id: stylistId },
            ],
    }),
  }),
});

const patchWaitlist = (stylistId: string, joined: boolean) =>
  waitlistApi.util.updateQueryData('getWaitlist', undefined, (draft) => {
    const index = draft.indexOf(stylistId);
    if (joined && index < 0) draft.push(stylistId);
    if (!joined && index >= 0) draft.splice(index, 1);
  });

/** The waitlist of inactive stylists (second root). Joining and leaving show at once. */
export const waitlistApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    getWaitlist: build.query<string[], void>({
      query: () => `user/${UID}/waitingList`,
      transformResponse: (response: { items: string[] }) => response.items,
      providesTags: ['Waitlist'],
    }),
    joinWaitlist: build.mutation<{ joined: boolean }, string>({
      query: (stylistId) => ({
        url: `stylist/${segment(stylistId)}/waitingList`,
        method: 'POST',
        body: { user_uuid: UID },
      }),
      onQueryStarted: async (stylistId, api) => {
        await patchOptimistically(api, [patchWaitlist(stylistId, true)]);
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Waitlist']),
    }),
    /** The `{uid}` placeholder is not filled in headers, so the caller passes the user id. */
    leaveWaitlist: build.mutation<{ joined: boolean }, LeaveWaitlistArgs>({
      query: ({ stylistId, userId }) => ({
        url: `user/waitingList/${segment(stylistId)}`,
        method: 'DELETE',
        headers: { user_uuid: userId },
      }),
      onQueryStarted: async ({ stylistId }, api) => {
        await patchOptimistically(api, [patchWaitlist(stylistId, false)]);
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Waitlist']),
    }),
  }),
});

export const {
  useGetStylistReviewsQuery,
  useGetWhyWeRecommendQuery,
  useGetCanBookQuery,
  useCreateChannelMutation,
  useAddStylistReviewMutation,
} = profileApi;

export const { useGetWaitlistQuery, useJoinWaitlistMutation, useLeaveWaitlistMutation } =
  waitlistApi;
