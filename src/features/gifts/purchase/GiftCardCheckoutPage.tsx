import { Link, Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsSignedIn } from '@/api/authSlice';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { useAppSelector } from '@/app/hooks';
import { formatCharge } from '@/lib/money';
import { PaymentForm } from '@/blocks/payments/PaymentForm';
import { PaymentStep } from '@/blocks/payments/PaymentStep';
import { Button } from '@/ui/Button';
import { GiftDetailsForm } from './GiftDetailsForm';
import { StepPage } from '@/ui/StepPage';
import { GiftSummary } from './GiftSummary';
import { decodeGiftChoice, giftChoosePath, giftTotals, type GiftChoice } from './giftCardRules';
import { useGiftCardCheckout } from './useGiftCardCheckout';

/**
 * /gift-cards/checkout?gift=: who the gift is for and from, a message, the summary, then the
 * payment (spec 000 §2, §5). Garbage in `gift` → the choose page.
 */
export const GiftCardCheckoutPage = () => {
  const [params] = useSearchParams();
  const choice = decodeGiftChoice(params.get('gift'));
  if (!choice) return <Navigate to="/gift-cards/choose" replace />;
  return <GiftCardCheckout choice={choice} />;
};

const GiftCardCheckout = ({ choice }: { choice: GiftChoice }) => {
  const { start, checkout, reset } = useGiftCardCheckout(choice);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { data: user } = useGetCurrentUserQuery(undefined, { skip: !isSignedIn });
  const sender = user
    ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }
    : null;
  // Once the server has priced the gift, its amounts are the ones stated and charged.
  const totals = checkout ?? giftTotals(choice);

  return (
    <StepPage
      title="Gift Card Checkout"
      description="Who the gift card is for, your message, and payment."
      subtitle="We e-mail the gift card to the recipient as soon as you have paid."
    >
      <GiftDetailsForm
        onSubmit={start}
        locked={Boolean(checkout)}
        sender={sender}
        summary={(message) => (
          <GiftSummary
            plan={choice.plan}
            planAmount={totals.planAmount}
            additionalAmount={totals.additionalAmount}
            total={totals.total}
            message={message}
            action={
              checkout ? undefined : (
                <Link to={giftChoosePath(choice)} aria-label="Change your gift">
                  Change
                </Link>
              )
            }
          />
        )}
      />
      {checkout && (
        <>
          <PaymentStep>
            <PaymentForm
              provider={checkout.provider}
              clientSecret={checkout.secret}
              payLabel={`Pay ${formatCharge(checkout.total)}`}
            />
          </PaymentStep>
          <EditButton variant="ghost" onClick={reset}>
            Edit gift details
          </EditButton>
        </>
      )}
    </StepPage>
  );
};

const EditButton = styled(Button)`
  justify-self: center;
`;
