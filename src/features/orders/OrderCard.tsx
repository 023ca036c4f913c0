import { useId } from 'react';
import styled from 'styled-components';
import type { Order } from '@/api/orders';
import { formatOrderDate } from '@/lib/dates';
import { formatCharge } from '@/lib/money';
import { OrderItemRow } from './OrderItemRow';

/**
 * An order in the history (spec 001 §2 "Order history list"): its date (MM/DD/YYYY), number and
 * total, then its items. Far below the screen it is laid out and painted only as it nears the
 * viewport (`content-visibility`), while staying in the document for keyboard, find-in-page and
 * screen readers; its pictures wait too.
 */
export const OrderCard = ({ order }: { order: Order }) => {
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-label ${id}-number`}>
      <Meta>
        <div>
          <dt>Order Date</dt>
          <dd>{formatOrderDate(order.created)}</dd>
        </div>
        <div>
          <dt id={`${id}-label`}>Order no</dt>
          <dd id={`${id}-number`}>{order.number}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatCharge(order.priceBreakdown.total)}</dd>
        </div>
      </Meta>
      <Items>
        {order.items.map((item, index) => (
          <li key={`${item.id}-${index}`}>
            <OrderItemRow item={item} pictureLoading="lazy" />
          </li>
        ))}
      </Items>
    </Card>
  );
};

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  content-visibility: auto;
  contain-intrinsic-size: auto 260px;
`;

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
