import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { selectUserId } from '@/api/authSlice';
import { isApiError } from '@/api/errors';
import { couponErrorOf } from '@/api/refusals';
import { useAppSelector } from '@/app/hooks';
import { formatCharge } from '@/lib/money';
import { PaymentForm } from '@/blocks/payments/PaymentForm';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { StepPage } from '@/ui/StepPage';
import { CheckoutSummary } from './CheckoutSummary';
import { PaymentStep } from '@/blocks/payments/PaymentStep';
import { PaymentTermsNote } from './PaymentTermsNote';
import { SessionTypeChoice } from './SessionTypeChoice';
import { useGetGoalsQuery, useGetPlansQuery, useGetBookingStylistQuery } from './bookingApi';
import type { SessionType } from './bookingTypes';
import { checkoutVerdict, sessionTypesFor } from './checkoutRules';
import { expectedTrialEnd } from './paymentTerms';
import { useBookingQuery } from './useBookingQuery';
import { useStartCheckout } from './useStartCheckout';
import { CodeField } from '@/blocks/CodeField';

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * /checkout?booking=: the session type, what will be charged and when, then the payment form.
 * Redirects by spec 000 §4 (`checkoutVerdict`); prices come from the server's plan catalogue.
 */
export const CheckoutPage = () => {
  const booking = useBookingQuery();
  const userId = useAppSelector(selectUserId);
  const stylistQuery = useGetBookingStylistQuery(booking.stylistId || skipToken);
  const plansQuery = useGetPlansQuery();
  const goals = useGetGoalsQuery(booking.goal ? undefined : skipToken);
  const [type, setType] = useState<SessionType>('one-time');
  const [coupon, setCoupon] = useState('');
  const { start, checkout, isStarting, error, reset } = useStartCheckout(booking, userId);

  const verdict = checkoutVerdict({
    booking,
    userId,
    stylist: isNotFound(stylistQuery.error) ? null : stylistQuery.data,
    plans: plansQuery.data,
  });
  if (verdict.kind === 'redirect') return <Navigate to={verdict.to} replace />;

  const loadFailed =
    (stylistQuery.isError && !isNotFound(stylistQuery.error)) || plansQuery.isError;
  const frame = (content: React.ReactNode) => (
    <StepPage
      title="Checkout"
      description="Choose your session type and pay for your styling session."
    >
      {content}
    </StepPage>
  );
  if (loadFailed) {
    return frame(
      <ErrorState
        title="We couldn't load your checkout"
        text="Check your connection and try again."
        onRetry={() => {
          void stylistQuery.refetch();
          void plansQuery.refetch();
        }}
      />,
    );
  }
  if (verdict.kind === 'loading') return frame(<Spinner label="Loading your checkout" />);

  const { plan, planId, stylist } = verdict;
  const sessionType = sessionTypesFor(plan).includes(type) ? type : 'one-time';
  const price = sessionType === 'subscription' ? plan.monthlyPrice : plan.price;
  const goalText = goals.data?.find((goal) => goal.uuid === booking.goal)?.text ?? null;
  const trialEnd = checkout?.trialEnd
    ? new Date(checkout.trialEnd)
    : expectedTrialEnd(plan.trialDays);
  const payLabel = checkout?.isTrial
    ? 'Start Free Trial'
    : `Pay ${formatCharge(checkout?.total ?? price)}`;
  const couponError = couponErrorOf(error);

  return frame(
    <Steps>
      <CheckoutSummary stylist={stylist} plan={plan} goal={goalText} />
      <SessionTypeChoice
        plan={plan}
        value={sessionType}
        onChange={setType}
        disabled={Boolean(checkout) || isStarting}
      />
      <PaymentTermsNote
        planTitle={plan.title}
        type={checkout?.type ?? sessionType}
        price={checkout?.total ?? price}
        trialDays={plan.trialDays}
        trialEnd={trialEnd}
      />
      {sessionType === 'subscription' ? (
        <Muted>Have a gift card? Gift cards pay for a one-time session.</Muted>
      ) : (
        <CodeField
          value={coupon}
          onChange={setCoupon}
          error={checkout ? null : couponError}
          disabled={Boolean(checkout) || isStarting}
        />
      )}
      {checkout?.discount ? (
        <Discount role="status">
          Your gift card pays {formatCharge(checkout.discount)}; you pay{' '}
          {formatCharge(checkout.total)}.
        </Discount>
      ) : null}
      {error && !checkout && !couponError ? (
        <ErrorState
          title="We couldn't start your payment"
          text="Nothing was charged. Please try again in a moment."
          onRetry={() =>
            void start({
              stylistId: stylist.uuid,
              plan: planId,
              type: sessionType,
              price,
              coupon: sessionType === 'one-time' ? coupon.trim() : undefined,
            })
          }
        />
      ) : checkout?.paidByCredit ? (
        <Spinner label="Booking your session" />
      ) : checkout?.clientSecret ? (
        <>
          <PaymentStep>
            <PaymentForm
              provider={checkout.provider}
              clientSecret={checkout.clientSecret}
              payLabel={payLabel}
            />
          </PaymentStep>
          <ChangeButton variant="ghost" onClick={reset}>
            Change session type
          </ChangeButton>
        </>
      ) : (
        <Button
          variant="major"
          fullWidth
          disabled={isStarting}
          onClick={() =>
            void start({
              stylistId: stylist.uuid,
              plan: planId,
              type: sessionType,
              price,
              coupon: sessionType === 'one-time' ? coupon.trim() : undefined,
            })
          }
        >
          {isStarting ? 'Preparing your payment…' : 'Continue to Payment'}
        </Button>
      )}
    </Steps>,
  );
};

const Steps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Discount = styled.p`
  margin: 0;
  font-weight: 600;
`;

const ChangeButton = styled(Button)`
  justify-self: center;
`;
