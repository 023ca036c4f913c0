import styled from 'styled-components';
import type { Item } from '@/api/items';
import { ExpressCheckout } from '@/blocks/payments/express/ExpressCheckout';
import { Button } from '@/ui/Button';
import { Select } from '@/ui/Select';
import { ErrorText } from '@/ui/ErrorText';
import { useItemCart } from './useItemCart';

type ItemCartActionsProps = {
  item: Item;
  outfitId: string | null;
  patchItem: (change: (draft: Item) => void) => void;
};

/**
 * Size, the cart toggle and Checkout for an item sold here. Changes are announced in a status
 * line, failures in an alert.
 */
export const ItemCartActions = ({ item, outfitId, patchItem }: ItemCartActionsProps) => {
  const {
    size,
    setSize,
    inCart,
    isSignedIn,
    isCheckingOut,
    notice,
    error,
    toggle,
    checkout,
    signInForExpress,
  } = useItemCart({ item, outfitId, patchItem });
  const opensSignup = isSignedIn ? undefined : ('dialog' as const);

  return (
    <Actions>
      {item.sizes.length > 0 && (
        <SizeSelect
          label="Size"
          options={item.sizes.map((value) => ({ value, label: value }))}
          value={size}
          onChange={(event) => setSize(event.target.value)}
          disabled={inCart}
          hint={inCart ? 'Remove it from your cart to change the size.' : undefined}
        />
      )}
      <Buttons>
        <Button
          variant={inCart ? 'secondary' : 'primary'}
          fullWidth
          aria-haspopup={opensSignup}
          onClick={() => void toggle()}
        >
          {inCart ? 'Remove from cart' : 'Add to cart'}
        </Button>
        <Button
          variant="major"
          fullWidth
          aria-haspopup={opensSignup}
          isLoading={isCheckingOut}
          onClick={() => void checkout()}
        >
          Checkout
        </Button>
      </Buttons>
      <ExpressCheckout
        item={{ uuid: item.id, name: item.name, price: item.price }}
        size={size || null}
        isSignedIn={isSignedIn}
        onSignIn={signInForExpress}
        source={outfitId ? 'outfit' : 'item'}
      />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Notice role="status">{notice}</Notice>
    </Actions>
  );
};

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const SizeSelect = styled(Select)`
  max-width: 20rem;
`;

const Buttons = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  /* Side by side only where both labels fit on one line. */
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:empty {
    display: none;
  }
`;
