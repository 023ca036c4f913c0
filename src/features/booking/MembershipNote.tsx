import styled from 'styled-components';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/FormAlert';
import { useGetBillingPortalMutation } from './bookingApi';
import type { StylingSession } from './bookingTypes';
import { formatTermsDate } from './paymentTerms';

/** For a new membership: when the trial ends, what follows, and the billing portal. */
export const MembershipNote = ({ session }: { session: StylingSession }) => {
  const [openPortal, { isLoading, isError }] = useGetBillingPortalMutation();

  const handleManage = async () => {
    try {
      const { url } = await openPortal({ returnUrl: window.location.href }).unwrap();
      window.location.assign(url);
    } catch {
      // The alert below says so.
    }
  };

  return (
    <Note>
      <p>
        Your free trial ends on {session.trialEnd ? formatTermsDate(session.trialEnd) : 'soon'}.
        Then {formatMoney(session.total)} is charged every month until you cancel.
      </p>
      <Button variant="secondary" disabled={isLoading} onClick={() => void handleManage()}>
        Manage membership
      </Button>
      <FormAlert
        message={isError ? 'We couldn’t open your billing page. Please try again.' : null}
      />
    </Note>
  );
};

const Note = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: center;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
