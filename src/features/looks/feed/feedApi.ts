import { gatewayApi } from '@/api/gatewayApi';
import { toFeedPage, type FeedPage } from './feedItems';

/** The feed's page size (spec 001 §9). */
export const FEED_PAGE_SIZE = 30;

export type Gender = 'female' | 'male';

/**
 * A department's feed for a reader. The reader is not sent (the token says who asks); it keys the
 * cache, so a shopper who signs in gets their own likes rather than the visitor's pages.
 */
export type FeedArgs = { gender: Gender; readerId: string | null };

/** How long a department's loaded pages stay after the feed is left: a look can take a while. */
const FEED_KEPT_SECONDS = 10 * 60;

/**
 * The feed (`GET feed`, pages by token), one infinite query per department, kept for ten minutes
 * after the page is left, so going to a look and coming back finds every loaded page. Likes are
 * in `looksApi`.
 */
export const feedApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getFeed: build.infiniteQuery<FeedPage, FeedArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.pageInfo.nextPageToken ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'feed',
        params: {
          gender: queryArg.gender,
          count: FEED_PAGE_SIZE,
          ...(pageParam ? { pageToken: pageParam } : {}),
        },
      }),
      transformResponse: (response: unknown, _meta, arg) =>
        toFeedPage(response, arg.pageParam ?? 'first'),
      keepUnusedDataFor: FEED_KEPT_SECONDS,
      providesTags: ['Look'],
    }),
  }),
});

export const { useGetFeedInfiniteQuery } = feedApi;
