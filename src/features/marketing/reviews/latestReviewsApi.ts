import { gatewayApi } from '@/api/gatewayApi';
import type { LatestReview } from '@/api/types';

export type { LatestReview };

/** Spec 000 §9: the reviews carousel asks for the 20 newest. */
export const LATEST_REVIEWS_LIMIT = 20;

export const latestReviewsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getLatestReviews: build.query<LatestReview[], void>({
      query: () => ({ url: 'review/latest', params: { limit: LATEST_REVIEWS_LIMIT } }),
      transformResponse: (response: { reviews: LatestReview[] }) => response.reviews,
    }),
  }),
});

export const { useGetLatestReviewsQuery } = latestReviewsApi;
