import { UID } from '@/api/currentUser';
import { gatewayApi } from '@/api/gatewayApi';
import { rootApi } from '@/api/rootApi';
import type {
  ApiGoal,
  ApiPlan,
  BookingStylist,
  QuestionnaireAnswer,
  StylingCheckout,
  StylingCheckoutRequest,
  StylingSession,
  StoredQuiz,
  StylingSessionRequest,
} from './bookingTypes';

type Items<T> = { items: T[] };

/** Goals and the plan catalogue (second root, public). */
const bookingCatalogueApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    getGoals: build.query<ApiGoal[], void>({
      query: () => 'goal',
      transformResponse: (response: Items<ApiGoal>) => response.items,
    }),
    /** The server's plan catalogue: the prices the checkout shows and charges. */
    getPlans: build.query<ApiPlan[], void>({
      query: () => 'plans',
      transformResponse: (response: Items<ApiPlan>) => response.items,
    }),
  }),
});

/** Session checkout, its confirmation, the session and what follows payment (gateway). */
const bookingSessionApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The quiz result the server holds (from any visit or device), or null before the quiz: the
     * plan recommendation's needs. Tagged 'Match', which the quiz and the style settings refresh.
     */
    getStoredQuiz: build.query<StoredQuiz | null, void>({
      query: () => `proxy/user/${UID}/onboarding`,
      providesTags: ['Match'],
    }),
    /** The stylist being booked, with the reader's own fields (has_active_session). */
    getBookingStylist: build.query<BookingStylist, string>({
      query: (stylistId) => ({
        url: `proxy/stylist/${encodeURIComponent(stylistId)}/read`,
        params: { user_uuid: UID },
      }),
      providesTags: (_result, _error, stylistId) => [{ type: 'Stylist', id: stylistId }],
    }),
    createStylingSessionCheckout: build.mutation<StylingCheckout, StylingCheckoutRequest>({
      query: (body) => ({ url: '/styling-session/session-checkout', method: 'POST', body }),
    }),
    getStylingSessionRequest: build.query<StylingSessionRequest, string>({
      query: (requestId) => ({ url: '/styling-session', params: { requestId } }),
      providesTags: (_result, _error, requestId) => [{ type: 'Session', id: requestId }],
    }),
    completeStylingSession: build.mutation<StylingSessionRequest, string>({
      query: (requestId) => ({
        url: '/styling-session/complete',
        method: 'POST',
        body: { requestId },
      }),
      /** The new session changes the stylist's booking state, the inbox and the user. */
      invalidatesTags: (_result, error) =>
        error ? [] : ['Session', 'Stylist', 'Inbox', 'User', 'Match'],
    }),
    getSession: build.query<StylingSession, string>({
      query: (sessionId) => `session/${encodeURIComponent(sessionId)}`,
      providesTags: (_result, _error, sessionId) => [{ type: 'Session', id: sessionId }],
    }),
    getQuizSession: build.query<{ sessionToken: string }, string>({
      query: (requestId) => ({ url: `proxy/user/${UID}/quizSession`, params: { requestId } }),
    }),
    submitQuestionnaire: build.mutation<
      StylingSession,
      { sessionId: string; answers: QuestionnaireAnswer[] }
    >({
      query: ({ sessionId, answers }) => ({
        url: `proxy/session/${encodeURIComponent(sessionId)}/questionnaire`,
        method: 'POST',
        body: { answers },
      }),
      invalidatesTags: (_result, error, { sessionId }) =>
        error ? [] : [{ type: 'Session', id: sessionId }],
    }),
    getBillingPortal: build.mutation<{ url: string }, { returnUrl: string }>({
      query: ({ returnUrl }) => ({ url: `/user/${UID}/billing-portal`, params: { returnUrl } }),
    }),
  }),
});

export const { useGetGoalsQuery, useGetPlansQuery } = bookingCatalogueApi;
export const {
  useGetStoredQuizQuery,
  useGetBookingStylistQuery,
  useCreateStylingSessionCheckoutMutation,
  useGetStylingSessionRequestQuery,
  useCompleteStylingSessionMutation,
  useGetSessionQuery,
  useLazyGetQuizSessionQuery,
  useSubmitQuestionnaireMutation,
  useGetBillingPortalMutation,
} = bookingSessionApi;
