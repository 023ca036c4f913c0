import { UID } from '@/api/currentUser';
import { gatewayApi } from '@/api/gatewayApi';

/** The shopper's budget per piece (docs/contracts/shopping.md "Budget", assumed). */
export type ApiBudget = { perPiece?: number | null; source?: string | null };

export type Budget = {
  /** What the shopper said they would spend on one piece, or null when they did not say. */
  perPiece: number | null;
  /** Where it was said: 'questionnaire', 'chat' (issue 18 adds style info), or null. */
  source: string | null;
};

export const toBudget = (response: ApiBudget): Budget => {
  const { perPiece } = response;
  const usable = typeof perPiece === 'number' && Number.isFinite(perPiece) && perPiece > 0;
  return { perPiece: usable ? perPiece : null, source: usable ? (response.source ?? null) : null };
};

/** The shopper's budget per piece, for the cart's budget meter. */
export const budgetApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getBudget: build.query<Budget, void>({
      query: () => `proxy/user/${UID}/budget`,
      transformResponse: (response: ApiBudget) => toBudget(response),
    }),
  }),
});

export const { useGetBudgetQuery } = budgetApi;
