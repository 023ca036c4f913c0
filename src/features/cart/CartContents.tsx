import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Cart, CartItem } from '@/api/cartApi';
import { useAddToCartMutation, useRemoveFromCartMutation } from '@/api/cartChangesApi';
import { useAppDispatch } from '@/app/hooks';
import { encodeCheckoutParams, MAX_CHECKOUT_ITEMS } from '@/lib/checkoutParams';
import { toastShown } from '@/blocks/modals/uiSlice';
import { CartItemRow } from './CartItemRow';
import {
  checkoutState,
  itemRemoved,
  itemsMissingSize,
  SIZE_REQUIRED,
  sizeChosen,
  toggleSelected,
  type CartSelection,
} from './cartRules';
import { CartSortControl, type CartSortLabel } from './CartSortControl';
import { CartSummary } from './CartSummary';
import { useCartSelection } from './useCartSelection';

const TOO_MANY = `You can check out up to ${MAX_CHECKOUT_ITEMS} items at a time.`;

type CartContentsProps = {
  cart: Cart;
  /** Another sort order is on its way; the list shown is the previous one. */
  isUpdating: boolean;
  sort: CartSortLabel;
  onSortChange: (sort: CartSortLabel) => void;
  linkRef: (itemId: string) => (node: HTMLAnchorElement | null) => void;
  focusAfterRemoving: (itemId: string) => void;
};

/**
 * A cart with items: the list beside the order summary (stacked on phones), the selection and
 * what changes it (spec 001 §4 "Cart selection"). Choosing a size ticks the item and saves the
 * size in the cart; removing unticks it. Both show at once and go back, with a toast, when the
 * server refuses.
 */
export const CartContents = (props: CartContentsProps) => {
  const { cart, isUpdating, sort, onSortChange, linkRef, focusAfterRemoving } = props;
  const { items } = cart;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [addToCart] = useAddToCartMutation();
  const [removeFromCart] = useRemoveFromCartMutation();
  const [selection, setSelection] = useCartSelection(items);
  const [attempted, setAttempted] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const sizeSelects = useRef(new Map<string, HTMLSelectElement>());

  const missing = attempted ? itemsMissingSize(items, selection) : [];
  const error = missing.length > 0 ? SIZE_REQUIRED : tooMany ? TOO_MANY : null;

  const update = (next: CartSelection) => {
    setSelection(next);
    setTooMany(false);
    if (itemsMissingSize(items, next).length === 0) setAttempted(false);
  };

  /** Puts an item's selection back as it was, unless the shopper has changed it since. */
  const restore = (itemId: string, expected: string | undefined, previous: string | undefined) =>
    setSelection((current) => {
      if (current[itemId] !== expected) return current;
      return previous === undefined
        ? itemRemoved(current, itemId)
        : { ...current, [itemId]: previous };
    });

  const handleSizeChange = (item: CartItem, size: string) => {
    const previous = selection[item.id];
    update(sizeChosen(selection, item, size));
    if (size === item.size) return;
    addToCart({ item, size })
      .unwrap()
      .catch(() => {
        restore(item.id, size, previous);
        dispatch(toastShown({ content: `We couldn't save size ${size} for ${item.title}.` }));
      });
  };

  const handleRemove = (item: CartItem) => {
    const previous = selection[item.id];
    focusAfterRemoving(item.id);
    update(itemRemoved(selection, item.id));
    setAnnouncement(`${item.title} removed from your cart.`);
    removeFromCart({ itemId: item.id })
      .unwrap()
      .catch(() => {
        restore(item.id, undefined, previous);
        setAnnouncement('');
        dispatch(toastShown({ content: `We couldn't remove ${item.title}. Please try again.` }));
      });
  };

  const handleCheckout = () => {
    const state = checkoutState(items, selection);
    if (state.error) {
      setAttempted(true);
      const first = itemsMissingSize(items, selection)[0];
      if (first) sizeSelects.current.get(first.id)?.focus();
      return;
    }
    if (!state.canCheckout) return;
    const chosen = items
      .filter((item) => item.id in selection)
      .map((item) => ({ uuid: item.id, size: selection[item.id] ?? '' }));
    if (chosen.length > MAX_CHECKOUT_ITEMS) {
      setTooMany(true);
      return;
    }
    const params = encodeCheckoutParams({ items: chosen, source: 'cart' });
    void navigate(`/shopping-list/checkout?params=${params}`);
  };

  const sizeRef = (itemId: string) => (node: HTMLSelectElement | null) => {
    if (!node) return;
    sizeSelects.current.set(itemId, node);
    return () => {
      if (sizeSelects.current.get(itemId) === node) sizeSelects.current.delete(itemId);
    };
  };

  return (
    <Layout>
      <Items aria-busy={isUpdating || undefined}>
        <Toolbar>
          <Count>
            {cart.itemsCount} {cart.itemsCount === 1 ? 'item' : 'items'}
          </Count>
          <CartSortControl value={sort} onChange={onSortChange} />
        </Toolbar>
        <p role="status" className="visually-hidden">
          {announcement}
        </p>
        <List aria-label="Items in your cart">
          {items.map((item) => (
            <li key={item.id}>
              <CartItemRow
                item={item}
                selectedSize={selection[item.id]}
                showSizeError={missing.some((entry) => entry.id === item.id)}
                onSelectedChange={(entry, selected) =>
                  update(toggleSelected(selection, entry, selected))
                }
                onSizeChange={handleSizeChange}
                onRemove={handleRemove}
                linkRef={linkRef(item.id)}
                sizeRef={sizeRef(item.id)}
              />
            </li>
          ))}
        </List>
      </Items>
      <CartSummary items={items} selection={selection} error={error} onCheckout={handleCheckout} />
    </Layout>
  );
};

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: minmax(0, 1fr) 22rem;
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Items = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  &[aria-busy] {
    opacity: 0.6;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
