import styled from 'styled-components';
import type { CartItem } from '@/api/cartApi';
import type { CheckoutTotals } from '@/api/checkoutApi';
import { formatCharge, formatMoney } from '@/lib/money';

type Line = { item: CartItem; size: string };

type CheckoutItemsProps = {
  lines: Line[];
  /** The server's totals once the payment is opened; before, the cart's prices. */
  totals: (CheckoutTotals & { credit?: number }) | null;
};

/** What is being bought: each item in its size, then the totals (tax once the server knows). */
export const CheckoutItems = ({ lines, totals }: CheckoutItemsProps) => {
  const subtotal = totals?.subtotal ?? lines.reduce((sum, { item }) => sum + item.price, 0);
  return (
    <Summary aria-labelledby="checkout-items-heading">
      <Heading id="checkout-items-heading">
        Your order ({lines.length} {lines.length === 1 ? 'item' : 'items'})
      </Heading>
      <Lines>
        {lines.map(({ item, size }) => (
          <LineRow key={item.id}>
            {item.picture ? (
              <Picture src={item.picture} alt="" width={64} height={80} loading="lazy" />
            ) : (
              <PicturePlaceholder aria-hidden="true" />
            )}
            <LineText>
              <strong>{item.brand}</strong>
              <span>{item.title}</span>
              <Muted>Size: {size}</Muted>
            </LineText>
            <span>{formatMoney(item.price)}</span>
          </LineRow>
        ))}
      </Lines>
      <Totals>
        <dt>Subtotal</dt>
        <dd>{totals ? formatCharge(subtotal) : formatMoney(subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>Free</dd>
        <dt>Tax</dt>
        <dd>{totals ? formatCharge(totals.tax) : 'At Checkout'}</dd>
        {totals?.credit ? (
          <>
            <dt>Gift card and credit</dt>
            <dd>−{formatCharge(totals.credit)}</dd>
          </>
        ) : null}
        <TotalTerm>{totals ? 'Total' : 'Estimated total'}</TotalTerm>
        <TotalValue>{totals ? formatCharge(totals.total) : formatMoney(subtotal)}</TotalValue>
      </Totals>
    </Summary>
  );
};

const Summary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LineRow = styled.li`
  display: grid;
  grid-template-columns: 4rem 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
`;

const Picture = styled.img`
  width: 4rem;
  height: 5rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.canvas};
`;

const PicturePlaceholder = styled.span`
  width: 4rem;
  height: 5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.border};
`;

const LineText = styled.p`
  display: grid;
  gap: 2px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  dd {
    margin: 0;
    text-align: end;
  }
`;

const TotalTerm = styled.dt`
  font-weight: 600;
`;

const TotalValue = styled.dd`
  font-weight: 600;
`;
