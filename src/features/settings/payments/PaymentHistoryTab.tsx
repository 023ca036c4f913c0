import styled from 'styled-components';
import { formatDisplayDate } from '@/lib/dates';
import { formatCharge, formatMoney } from '@/lib/money';
import { ErrorState } from '@/ui/ErrorState';
import { Skeleton } from '@/ui/Skeleton';
import { useGetSessionPaymentsQuery, type SessionPayment } from '../settingsApi';
import { SettingsPanel } from '../SettingsPanel';

const amountOf = (payment: SessionPayment) =>
  payment.currency === 'USD'
    ? formatCharge(payment.amount)
    : formatMoney(payment.amount, payment.currency);

/**
 * Payment history (`sessionsPayments`): each session payment's date (within 7 days as relative
 * time, older 'MMMM DD, YYYY': 000 §9), what it was and amount.
 */
export const PaymentHistoryTab = () => {
  const { data: payments, isLoading, isError, refetch } = useGetSessionPaymentsQuery();
  return (
    <SettingsPanel
      title="Payment history"
      intro="Your styling sessions, memberships and tips. Item orders are under Orders."
    >
      {isLoading && (
        <LoadingRows role="status">
          <span className="visually-hidden">Loading payments…</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height="2.5rem" />
          ))}
        </LoadingRows>
      )}
      {!payments && isError && (
        <ErrorState
          title="We couldn’t load your payments"
          text="Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      )}
      {payments?.length === 0 && (
        <Empty>No payments yet. Your session payments and tips will show here.</Empty>
      )}
      {payments && payments.length > 0 && (
        <Table>
          <caption className="visually-hidden">Payments, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">What</th>
              <Amount as="th" scope="col">
                Amount
              </Amount>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td>
                  <time dateTime={payment.created}>{formatDisplayDate(payment.created)}</time>
                </td>
                <td>{payment.description}</td>
                <Amount>{amountOf(payment)}</Amount>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </SettingsPanel>
  );
};

const LoadingRows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  td:first-child {
    white-space: nowrap;
  }
`;

const Amount = styled.td`
  text-align: right !important;
  white-space: nowrap;
`;
