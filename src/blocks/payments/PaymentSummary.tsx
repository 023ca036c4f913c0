import styled from 'styled-components';
import { formatDisplayDate } from '@/lib/dates';
import { formatCharge, formatMoney } from '@/lib/money';
import type { LocalPaymentSession } from '@/api/localPaymentsApi';

type PaymentSummaryProps = { session: LocalPaymentSession; headingId: string };

/** What is being paid, above the card fields; its heading names the form. */
export const PaymentSummary = ({ session, headingId }: PaymentSummaryProps) => {
  const { description, amount, currency, mode, trialEnd } = session;
  // What is charged shows its cents; other currencies keep the display format.
  const price =
    currency.toLowerCase() === 'usd' ? formatCharge(amount) : formatMoney(amount, currency);
  const isTrial = mode === 'trial';
  const trialEnds = formatDisplayDate(trialEnd);
  return (
    <Summary>
      <Heading id={headingId}>{description}</Heading>
      <Total>
        <span>{isTrial ? 'Due today' : 'Total'}</span>
        <strong>{isTrial ? formatMoney(0, currency) : price}</strong>
      </Total>
      {isTrial && (
        <Note>
          Your card is checked now and nothing is charged today.{' '}
          {trialEnds ? `Your free trial ends ${trialEnds}; then ${price}.` : `Then ${price}.`}
        </Note>
      )}
    </Summary>
  );
};

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
