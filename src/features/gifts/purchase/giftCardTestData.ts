import { http, HttpResponse } from 'msw';
import { gatewayUrl } from '@/testing/apiUrls';
import type { GiftCardCheckout, GiftCardRequest } from '../giftCardApi';
import { encodeGiftChoice, type GiftChoice } from './giftCardRules';

/** Test data for the gift-card purchase: the server's answers and what it was sent. */

export const checkoutRoute = (choice: GiftChoice) =>
  `/gift-cards/checkout?gift=${encodeGiftChoice(choice)}`;

export const aGiftCheckout = (change: Partial<GiftCardCheckout> = {}): GiftCardCheckout => ({
  secret: 'cs_local_gift_1',
  requestId: 'gift-req-1',
  provider: 'local',
  plan: 'major',
  planAmount: 130,
  additionalAmount: 500,
  total: 630,
  ...change,
});

export const aGiftRequest = (change: Partial<GiftCardRequest> = {}): GiftCardRequest => ({
  uuid: 'gift-req-1',
  plan: 'major',
  planAmount: 130,
  additionalAmount: 500,
  total: 630,
  recipientName: 'Grace Hopper',
  senderName: 'Ada Lovelace',
  status: 'paid',
  completed: false,
  emailStatus: 'sent',
  ...change,
});

type Body = Record<string, unknown>;

/** Serves `POST /gift-card/checkout-session` with `answer`, recording each body. */
export const serveGiftCheckout = (
  answer: (body: Body) => Response = () => HttpResponse.json(aGiftCheckout()),
) => {
  const bodies: Body[] = [];
  const handler = http.post(gatewayUrl('gift-card/checkout-session'), async ({ request }) => {
    const body = (await request.json()) as Body;
    bodies.push(body);
    return answer(body);
  });
  return { handler, bodies };
};

/**
 * Serves `GET /gift-card?requestId=` with `current()` (404 for any other id) and
 * `POST /gift-card/complete` with the request completed (409 `not_paid` unless it is paid),
 * recording each completion's body.
 */
export const serveGiftRequest = (current: () => GiftCardRequest) => {
  const completions: unknown[] = [];
  const handlers = [
    http.get(gatewayUrl('gift-card'), ({ request }) =>
      new URL(request.url).searchParams.get('requestId') === current().uuid
        ? HttpResponse.json(current())
        : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    http.post(gatewayUrl('gift-card/complete'), async ({ request }) => {
      completions.push(await request.json());
      const gift = current();
      return gift.status === 'paid'
        ? HttpResponse.json({ ...gift, completed: true })
        : HttpResponse.json({ code: 'not_paid', message: 'Not paid' }, { status: 409 });
    }),
  ];
  return { handlers, completions };
};
