import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import type { AuthState } from './authSlice';

/** The script element the server puts a page's answers in (server/src/http/pageAnswers.ts). */
export const PAGE_ANSWERS_ID = 'page-answers';

let answers: Record<string, unknown> = {};

/** The answer the page carries for `url` (`proxy/…`), taken: the next call asks the gateway. */
const take = (url: string) => {
  const script = globalThis.document?.getElementById(PAGE_ANSWERS_ID);
  if (script) {
    script.remove();
    try {
      answers = { ...answers, ...(JSON.parse(script.textContent ?? '') as object) };
    } catch {
      // Not JSON: the page carries nothing, and the calls go out.
    }
  }
  const answer = answers[url];
  delete answers[url];
  return answer;
};

/**
 * The gateway's base query, answering a visitor's first read of what the page carries: a public
 * page's first reads as the gateway answers a visitor (a stylist's record on their profile, a
 * look, an item), put into the HTML by the server. The page renders with no request for them,
 * and none goes out without the platform header (spec 000 §7), as a preload would. Each answer
 * is used once; a signed-in shopper's calls, and any call with parameters or a body, ask.
 */
export const withPageAnswers =
  <E>(
    baseQuery: BaseQueryFn<string | FetchArgs, unknown, E>,
  ): BaseQueryFn<string | FetchArgs, unknown, E> =>
  (args, api, extraOptions) => {
    const url =
      typeof args === 'string' ? args : args.params || args.body || args.method ? null : args.url;
    const answer =
      url && !(api.getState() as { auth?: AuthState }).auth?.apiToken ? take(url) : undefined;
    return answer === undefined ? baseQuery(args, api, extraOptions) : { data: answer };
  };
