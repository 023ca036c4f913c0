import { useId } from 'react';
import styled from 'styled-components';
import type { CartItem } from '@/api/cartApi';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/FormAlert';
import { BudgetMeter } from './BudgetMeter';
import { orderSummary, type CartSelection } from './cartRules';

type CartSummaryProps = {
  items: readonly CartItem[];
  selection: CartSelection;
  /** Why checkout did not go on (a size missing), or null. */
  error: string | null;
  onCheckout: () => void;
};

/**
 * The order summary of the ticked items (spec 001 §2): subtotal of retail prices, the saving
 * only above 0, shipping 'Free', tax 'At Checkout', the estimated total; the budget meter; and
 * Checkout, disabled while nothing is ticked.
 */
export const CartSummary = ({ items, selection, error, onCheckout }: CartSummaryProps) => {
  const titleId = useId();
  const { subtotal, saving, total } = orderSummary(items, selection);
  const count = items.filter((item) => item.id in selection).length;
  return (
    <Panel aria-labelledby={titleId}>
      <Title id={titleId}>Order summary</Title>
      <Lines>
        <Line>
          <dt>Subtotal</dt>
          <dd>{formatMoney(subtotal)}</dd>
        </Line>
        {saving !== null && (
          <Line>
            <dt>Saving</dt>
            <dd>-{formatMoney(saving)}</dd>
          </Line>
        )}
        <Line>
          <dt>Shipping</dt>
          <dd>Free</dd>
        </Line>
        <Line>
          <dt>Tax</dt>
          <dd>At Checkout</dd>
        </Line>
        <Total>
          <dt>Estimated total</dt>
          <dd>{formatMoney(total)}</dd>
        </Total>
      </Lines>
      <BudgetMeter selectedCount={count} selectedTotal={total} />
      <FormAlert message={error} />
      <Button fullWidth disabled={count === 0} onClick={onCheckout}>
        Checkout
      </Button>
      {count === 0 && <Hint>Tick the items you want to buy.</Hint>}
    </Panel>
  );
};

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.aboveMobile} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Lines = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  dd {
    margin: 0;
  }
`;

const Total = styled(Line)`
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;
