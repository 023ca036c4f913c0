import { delay, http, HttpResponse } from 'msw';
import { gatewayUrl } from './apiUrls';
import type { ConfirmLocalPaymentRequest, LocalPaymentSession } from '@/api/localPaymentsApi';

/** Test data for the local payment form: the stand-in's answers and what it was sent. */
export const SECRET = 'cs_local_test_secret';
export const RETURN_URL = 'http://localhost:3000/app/checkout/confirmation?booking=b1&requestId=r1';
export const RETURN_PATH = '/checkout/confirmation?booking=b1&requestId=r1';
export const DECLINED = 'Your card was declined. Please try a different card.';

export const paymentSession = (change: Partial<LocalPaymentSession> = {}): LocalPaymentSession => ({
  description: 'Mini styling session with Maya',
  amount: 130,
  currency: 'usd',
  status: 'open',
  mode: 'payment',
  trialEnd: null,
  ...change,
});

export const answerSession = (session = paymentSession()) =>
  http.post(gatewayUrl('payments/local/session'), () => HttpResponse.json(session));

type ConfirmAnswer = (
  body: ConfirmLocalPaymentRequest,
  call: number,
) => Response | Promise<Response>;

/** Records every confirm body and answers with `answer` (paid, by default, after `wait` ms). */
export const answerConfirm = (
  answer: ConfirmAnswer = () => HttpResponse.json({ status: 'paid', returnUrl: RETURN_URL }),
  wait = 0,
) => {
  const bodies: ConfirmLocalPaymentRequest[] = [];
  const handler = http.post(gatewayUrl('payments/local/confirm'), async ({ request }) => {
    const body = (await request.json()) as ConfirmLocalPaymentRequest;
    bodies.push(body);
    if (wait) await delay(wait);
    return answer(body, bodies.length);
  });
  return { handler, bodies };
};

export const declined = () =>
  HttpResponse.json({ message: DECLINED, code: 'card_declined' }, { status: 402 });

export const fieldErrors = (errors: { field: string; message: string }[]) =>
  HttpResponse.json(
    { message: errors[0]?.message, code: 'invalid_field', errors },
    { status: 400 },
  );
