import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/FormAlert';
import { useOpenBillingPortalMutation } from '../settingsApi';
import { BILLING_PORTAL_FAILED } from '../payments/PaymentMethodTab';
import { PAST_DUE_MESSAGE } from './membershipText';

/**
 * A past-due membership's notice: the renewal's payment failed, the provider retries it, and the
 * card is updated on the billing page (the Payment method tab's link, `GET
 * /user/{uid}/billing-portal`), which comes back here. The button is described by the notice.
 */
export const MembershipPastDue = () => {
  const messageId = useId();
  const [openPortal, { isLoading, isError }] = useOpenBillingPortalMutation();

  const handleOpen = async () => {
    try {
      const { url } = await openPortal({ returnUrl: window.location.href }).unwrap();
      window.location.assign(url);
    } catch {
      // The alert below says so.
    }
  };

  return (
    <Notice>
      <Message id={messageId}>{PAST_DUE_MESSAGE}</Message>
      <div>
        <Button
          aria-describedby={messageId}
          isLoading={isLoading}
          onClick={() => void handleOpen()}
        >
          Update your card
        </Button>
      </div>
      <FormAlert message={isError ? BILLING_PORTAL_FAILED : null} />
    </Notice>
  );
};

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.surface};
`;

const Message = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
