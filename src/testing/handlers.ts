import { http, HttpResponse } from 'msw';
import { latestReviewsHandlers } from './latestReviewsTestData';
import { quizHandlers } from './quizTestData';
import { gatewayUrl, rootUrl } from './apiUrls';

/** The shopper's live chat stream, quiet: ready, then nothing (tests that speak serve their own). */
const quietChatStream = () =>
  new HttpResponse(
    new ReadableStream<Uint8Array>({
      start: (controller) =>
        controller.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n')),
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );

/**
 * Calls every signed-in render makes on start (token login, daily session tracking, the inbox
 * the header counts unread messages in, empty; the live chat's stream, quiet), and the quiz's
 * public lookups and the latest reviews (marketing pages). Tests override them with `server.use(...)` when they are the subject.
 */
export const defaultHandlers = [
  http.put(gatewayUrl('login/token'), async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    return HttpResponse.json({ token, accessToken: 'sdk-token', user_uuid: 'user-1' });
  }),
  http.post(rootUrl('user/:uid/trackSession'), () => HttpResponse.json({ tracked: true })),
  http.get(gatewayUrl('proxy/user/:uid/inbox'), () => HttpResponse.json({ items: [] })),
  http.get(gatewayUrl('chat/stream'), quietChatStream),
  ...quizHandlers,
  ...latestReviewsHandlers(),
];

/**
 * What the shell asks for a signed-in shopper (user-1, Ada): the account and the cart (its
 * count in `quota_max`). Spread into `server.use(...)`.
 */
export const signedInAccountHandlers = ({ cartCount }: { cartCount?: number } = {}) => [
  http.get(gatewayUrl('proxy/user/user-1'), () =>
    HttpResponse.json({ user_uuid: 'user-1', first_name: 'Ada', last_name: 'L', email: 'a@b.co' }),
  ),
  http.get(gatewayUrl('proxy/user/user-1/cart'), () =>
    HttpResponse.json(
      cartCount === undefined ? { items: [] } : { items: [], quota_max: cartCount },
    ),
  ),
];
