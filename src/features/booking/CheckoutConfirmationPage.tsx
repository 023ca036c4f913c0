import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { isApiError } from '@/api/errors';
import { trackPurchase } from '@/services/tracking';
import { FullPageSpinner } from '@/ui/Spinner';
import { PageHead } from '@/ui/PageHead';
import styled from 'styled-components';
import { useCompleteStylingSessionMutation, useGetStylingSessionRequestQuery } from './bookingApi';
import type { StylingSessionRequest } from './bookingTypes';
import { requestAction } from './checkoutRules';

const trackSessionPurchase = (request: StylingSessionRequest) =>
  trackPurchase({
    event: 'styling_session_purchase',
    value: request.total,
    quantity: 1,
    data: { plan: request.plan, type: request.type, stylist_uuid: request.stylistUuid },
  });

/**
 * /checkout/confirmation?requestId=&booking=: where the payment provider returns. Completed →
 * track and thank-you; paid or complete → ask the server to complete it; anything else → back
 * to checkout; a failed lookup → the inbox (spec 000 §4).
 */
export const CheckoutConfirmationPage = () => {
  const [searchParams] = useSearchParams();
  const requestId = searchParams.get('requestId') ?? '';
  const booking = searchParams.get('booking');
  const request = useGetStylingSessionRequestQuery(requestId || skipToken);
  const [complete, completion] = useCompleteStylingSessionMutation();
  const navigate = useNavigate();
  const handled = useRef(false);

  /** The server says it is not paid after all: like any unpaid request, back to checkout. */
  const notPaid = isApiError(completion.error) && completion.error.status === 409;
  const failed = !requestId || request.isError || (completion.isError && !notPaid);

  useEffect(() => {
    const current = completion.data ?? request.data;
    if (!current || handled.current) return;
    const action = notPaid ? 'back' : requestAction(current);
    if (action === 'complete') {
      if (!completion.isUninitialized) return;
      void complete(current.uuid);
      return;
    }
    handled.current = true;
    if (action === 'thank-you') {
      trackSessionPurchase(current);
      void navigate(`/thank-you?requestId=${encodeURIComponent(current.uuid)}`, { replace: true });
      return;
    }
    void navigate(booking ? `/checkout?booking=${encodeURIComponent(booking)}` : '/', {
      replace: true,
    });
  }, [
    request.data,
    completion.data,
    notPaid,
    complete,
    completion.isUninitialized,
    navigate,
    booking,
  ]);

  if (failed) return <Navigate to="/inbox" replace />;
  return (
    <>
      <PageHead
        title="Confirming Your Payment"
        description="Confirming your styling session payment."
      />
      <FullPageSpinner label="Confirming your payment…" />
      <Note aria-hidden="true">Confirming your payment… This takes a few seconds.</Note>
    </>
  );
};

const Note = styled.p`
  margin-top: -${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;
