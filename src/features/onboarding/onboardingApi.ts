import { UID } from '@/api/currentUser';
import { gatewayApi } from '@/api/gatewayApi';
import { rootApi } from '@/api/rootApi';
import type {
  ApiItems,
  BodyTypeTag,
  Department,
  MoodBoard,
  Need,
  QuizResult,
  QuizResultAnswer,
} from './quizTypes';

/** The quiz's lookups: public, on the second root. */
const quizDataApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    getNeeds: build.query<Need[], void>({
      query: () => 'user/onboarding/needs',
      transformResponse: (response: ApiItems<Need>) => response.items,
      providesTags: ['StyleData'],
    }),
    getBodyTypes: build.query<BodyTypeTag[], Department>({
      query: (gender) => ({ url: 'tag/active', params: { type: 'body', gender } }),
      transformResponse: (response: ApiItems<BodyTypeTag>) => response.items,
      providesTags: ['StyleData'],
    }),
    getMoodBoards: build.query<MoodBoard[], Department>({
      query: (gender) => ({ url: 'user/onboarding/moodboards', params: { gender } }),
      transformResponse: (response: ApiItems<MoodBoard>) => response.items,
      providesTags: ['StyleData'],
    }),
  }),
});

/** The quiz result: replaces the shopper's previous one and recomputes their matches. */
const quizResultApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    submitQuiz: build.mutation<QuizResultAnswer, QuizResult>({
      query: (body) => ({ url: `proxy/user/${UID}/onboarding`, method: 'POST', body }),
      invalidatesTags: ['Match', 'Stylist', 'User'],
    }),
  }),
});

export const { useGetNeedsQuery, useGetBodyTypesQuery, useGetMoodBoardsQuery } = quizDataApi;
export const { useSubmitQuizMutation } = quizResultApi;
