import styled from 'styled-components';
import { SHIPPING_RATE } from '@shared/shipping';
import { formatCharge } from '@/lib/money';
import { totalCents, type ExpressLine } from './expressLines';

const fromCents = (cents: number) => formatCharge(cents / 100);

/** The sheet's line items, shipping and total, as a wallet shows them (to the cent). */
export const ExpressLinesList = ({
  lines,
  pending,
}: {
  lines: ExpressLine[];
  pending: boolean;
}) => (
  <Lines aria-busy={pending || undefined}>
    {lines.map((line) => (
      <Row key={line.name}>
        <dt>{line.name}</dt>
        <dd>{fromCents(line.amount)}</dd>
      </Row>
    ))}
    <Row>
      <dt>{SHIPPING_RATE.label}</dt>
      <dd>{fromCents(SHIPPING_RATE.amount)}</dd>
    </Row>
    <Total>
      <dt>Total</dt>
      <dd>{fromCents(totalCents(lines))}</dd>
    </Total>
  </Lines>
);

const Lines = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[aria-busy='true'] dd {
    opacity: 0.5;
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  dd {
    margin: 0;
  }
`;

const Total = styled(Row)`
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
`;
