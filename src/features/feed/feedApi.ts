import { UID } from '@/api/currentUser';
import { gatewayApi } from '@/api/gatewayApi';
import { toFeedPage, type FeedPage } from './feedItems';

/** The feed's page size (spec 001 §9). */
export const FEED_PAGE_SIZE = 30;

type Gender = 'female' | 'male';

const segment = encodeURIComponent;

/**
 * The feed (`GET feed`, pages by token, kept as one infinite query per department so the loaded
 * pages survive leaving the feed and coming back) and likes, which change every loaded page at
 * once and go back when the call fails.
 */
export const feedApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getFeed: build.infiniteQuery<FeedPage, Gender, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.pageInfo.nextPageToken ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'feed',
        params: {
          gender: queryArg,
          count: FEED_PAGE_SIZE,
          ...(pageParam ? { pageToken: pageParam } : {}),
        },
      }),
      transformResponse: (response: unknown, _meta, arg) =>
        toFeedPage(response, arg.pageParam ?? 'first'),
      providesTags: ['Look'],
    }),
    setLookLiked: build.mutation<unknown, { lookId: string; liked: boolean; gender: Gender }>({
      query: ({ lookId, liked }) => ({
        url: `proxy/outfit/like/${segment(lookId)}`,
        method: liked ? 'POST' : 'DELETE',
        body: { user_uuid: UID },
      }),
      async onQueryStarted({ lookId, liked, gender }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          feedApi.util.updateQueryData('getFeed', gender, (feed) => {
            for (const page of feed.pages) {
              for (const item of page.items) {
                if (item.type === 'outfit' && item.id === lookId) item.liked = liked;
              }
            }
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Favorite']),
    }),
  }),
});

export const { useGetFeedInfiniteQuery, useSetLookLikedMutation } = feedApi;
