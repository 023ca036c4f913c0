import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { PLANS } from '@shared/plans';
import { formatCharge } from '@/lib/money';
import { Button, ButtonLink } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { PageHead } from '@/ui/PageHead';
import { FullPageSpinner } from '@/ui/Spinner';
import { StepPage } from '@/ui/StepPage';
import { GiftSummary } from './GiftSummary';
import { useGiftCardConfirmation } from './useGiftCardConfirmation';

const TITLE = 'Gift Card Sent';
const DESCRIPTION = 'Your gift card purchase confirmation.';

/**
 * /gift-cards/confirmation?requestId=: where the payment provider returns after a gift-card
 * payment. See `useGiftCardConfirmation` for what happens before "Your gift is on its way".
 */
export const GiftCardConfirmationPage = () => {
  const state = useGiftCardConfirmation();

  if (state.kind === 'lost') return <Navigate to="/" replace />;
  if (state.kind === 'loading' || state.kind === 'completing') {
    return (
      <>
        <PageHead title={TITLE} description={DESCRIPTION} />
        <FullPageSpinner label="Confirming your gift card…" />
      </>
    );
  }
  if (state.kind === 'failed') {
    return (
      <>
        <PageHead title={TITLE} description={DESCRIPTION} />
        <ErrorState
          title="We couldn't confirm your gift card"
          text="Please check your connection and try again."
          onRetry={state.retry}
        />
      </>
    );
  }
  if (state.kind === 'waiting') {
    return (
      <StepPage title="Waiting for Your Payment" description={DESCRIPTION}>
        <Status role="status">
          We haven&rsquo;t received your payment yet. If you have just paid, it can take a moment to
          come through.
        </Status>
        <Actions>
          <Button onClick={state.retry} isLoading={state.isChecking}>
            Check again
          </Button>
          <ButtonLink to="/gift-cards" variant="secondary">
            Back to gift cards
          </ButtonLink>
        </Actions>
      </StepPage>
    );
  }
  if (state.kind === 'expired') {
    return (
      <StepPage title="This Gift Card Was Not Paid" description={DESCRIPTION}>
        <Status>
          The payment was not completed in time, so nothing was charged. You can choose your gift
          again.
        </Status>
        <Actions>
          <ButtonLink to={`/gift-cards/choose?plan=${state.request.plan}`} variant="major">
            Choose a gift card
          </ButtonLink>
        </Actions>
      </StepPage>
    );
  }

  const { request } = state;
  const credit =
    request.additionalAmount > 0
      ? ` and ${formatCharge(request.additionalAmount)} of shopping credit`
      : '';
  const gift = `a ${PLANS[request.plan].title} styling session gift card${credit}`;
  const recipient = <strong>{request.recipientName}</strong>;
  const failed = request.emailStatus === 'failed';
  return (
    <StepPage
      title={TITLE}
      description={DESCRIPTION}
      heading={failed ? 'Your gift card is paid' : 'Your gift is on its way'}
    >
      {/* What truly happened to the recipient's e-mail: only "e-mailed" once the mail server has it. */}
      {request.emailStatus === 'sent' ? (
        <Status>
          We&rsquo;ve e-mailed {recipient} {gift}, with your message and a code to redeem it.
        </Status>
      ) : failed ? (
        <Status>
          We couldn&rsquo;t e-mail {recipient} {gift}: the address may be mistyped. Please get in
          touch with our team and we&rsquo;ll make sure your gift reaches them.
        </Status>
      ) : (
        <Status>
          We&rsquo;ll e-mail {recipient} {gift} in a few minutes, with your message and a code to
          redeem it.
        </Status>
      )}
      <GiftSummary
        plan={request.plan}
        planAmount={request.planAmount}
        additionalAmount={request.additionalAmount}
        total={request.total}
      />
      <Actions>
        <ButtonLink to="/gift-cards" variant="major">
          Send another gift
        </ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Back to home
        </ButtonLink>
      </Actions>
    </StepPage>
  );
};

const Status = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;
