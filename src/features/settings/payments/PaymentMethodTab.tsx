import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/FormAlert';
import { useOpenBillingPortalMutation } from '../settingsApi';
import { SettingsPanel } from '../SettingsPanel';

export const BILLING_PORTAL_FAILED = 'We couldn’t open your billing page. Please try again.';

/**
 * Payment method: cards live with the payment provider, so this opens its billing page
 * (`GET /user/{uid}/billing-portal`), which comes back to this tab.
 */
export const PaymentMethodTab = () => {
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
    <SettingsPanel
      title="Payment method"
      intro="Your card details are kept safely by our payment provider. Update your card, see your invoices or manage billing on its secure page; it brings you back here."
    >
      <div>
        <Button isLoading={isLoading} onClick={() => void handleOpen()}>
          Manage payment method
        </Button>
      </div>
      <FormAlert message={isError ? BILLING_PORTAL_FAILED : null} />
      <Note>You can also cancel a monthly membership in the Membership tab.</Note>
    </SettingsPanel>
  );
};

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
