import styled from 'styled-components';
import type { Order } from '@/api/orders';
import { formatCharge, formatMoney } from '@/lib/money';
import { OrderItemRow } from './OrderItemRow';
import { Panel, PanelHeading } from './orderPanel';

type OrderSummaryProps = {
  order: Order;
  /** Paid with express checkout (the wallet on the item page), not the cart's checkout. */
  isExpress: boolean;
};

/** The confirmation's order summary: each item, then subtotal, tax, shipping (free) and total. */
export const OrderSummary = ({ order, isExpress }: OrderSummaryProps) => {
  const { subtotal, tax, shipping, total } = order.priceBreakdown;
  return (
    <Panel aria-labelledby="order-summary-title">
      <PanelHeading id="order-summary-title">Order summary</PanelHeading>
      {isExpress && <Note>Paid with express checkout.</Note>}
      <Items>
        {order.items.map((item, index) => (
          <li key={`${item.id}-${index}`}>
            <OrderItemRow item={item} />
          </li>
        ))}
      </Items>
      <Totals>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCharge(subtotal)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{formatCharge(tax)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{shipping > 0 ? formatMoney(shipping) : 'Free'}</dd>
        </div>
        <div data-total>
          <dt>Total</dt>
          <dd>{formatCharge(total)}</dd>
        </div>
      </Totals>
    </Panel>
  );
};

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Totals = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }

  dd {
    margin: 0;
  }

  [data-total] {
    padding-top: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
