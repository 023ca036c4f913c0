import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectIsSignedIn } from '@/api/authSlice';
import { useGetCartQuery } from '@/api/cartApi';
import { useAddToCartMutation, useRemoveFromCartMutation } from '@/api/cartChangesApi';
import { itemToCartItem, type Item } from '@/api/items';
import { useAppSelector } from '@/app/hooks';
import { useGuestGate } from '@/blocks/useGuestGate';
import { encodeCheckoutParams } from '@/lib/checkoutParams';

/** Spec 001 §5: checkout waits for a size (the item page picks the first, so rarely seen). */
const SIZE_REQUIRED = 'Please select a size for all selected items.';
const ADD_FAILED = "We couldn't add this to your cart. Please try again.";
const REMOVE_FAILED = "We couldn't remove this from your cart. Please try again.";

type ItemCartArgs = {
  item: Item;
  /** The look the shopper came from: the cart row's source look. */
  outfitId: string | null;
  /** Sets the item's own in-cart flag once the cart has taken the change. */
  patchItem: (change: (draft: Item) => void) => void;
};

/**
 * The item page's cart (spec 001 §4 "Cart"): the chosen size (the first by default), whether the
 * item is in the cart, the toggle and Checkout. In the cart is the cart's word once it has loaded
 * (the item's flag before, and for visitors, whose cart is not asked for); a change shows at
 * once and goes back with an error if the call fails. Visitors get the Signup modal instead.
 * Checkout puts the item in the cart (the item checkout lists what it buys from the cart, and an
 * unpaid item stays there) and opens the item checkout with this one item, one of it, in the size
 * shown: `/shopping-list/checkout?params=` (spec 001 §2, §3 "Checkout selection", §4).
 */
export const useItemCart = ({ item, outfitId, patchItem }: ItemCartArgs) => {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const requireSignIn = useGuestGate();
  const navigate = useNavigate();
  const { currentData: cart } = useGetCartQuery(undefined, { skip: !isSignedIn });
  const [addToCart, adding] = useAddToCartMutation();
  const [removeFromCart, removing] = useRemoveFromCartMutation();
  const [size, setSize] = useState(item.sizes[0] ?? '');
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [isCheckingOut, setIsCheckingOut] = useState(false);

  const cartEntry = isSignedIn ? cart?.items.find((entry) => entry.id === item.id) : undefined;
  const cartSays = isSignedIn && cart ? cartEntry !== undefined : item.isInCart;
  // While a call is on its way the toggle already shows where it is going.
  const inCart = adding.isLoading ? true : removing.isLoading ? false : cartSays;
  const isBusy = adding.isLoading || removing.isLoading || isCheckingOut;
  // In the cart, the size shown is the one the cart holds.
  const shownSize = inCart && cartEntry?.size ? cartEntry.size : size;

  const report = (message: string, failed: boolean) => {
    setNotice(failed ? '' : message);
    setError(failed ? message : '');
  };

  const add = async () => {
    try {
      await addToCart({
        item: itemToCartItem(item, outfitId),
        size: size || null,
        lookId: outfitId,
      }).unwrap();
      patchItem((draft) => {
        draft.isInCart = true;
      });
      report(size ? `Added to your cart in size ${size}.` : 'Added to your cart.', false);
      return true;
    } catch {
      report(ADD_FAILED, true);
      return false;
    }
  };

  const remove = async () => {
    try {
      await removeFromCart({ itemId: item.id }).unwrap();
      patchItem((draft) => {
        draft.isInCart = false;
      });
      report('Removed from your cart.', false);
    } catch {
      report(REMOVE_FAILED, true);
    }
  };

  const toggle = async () => {
    if (!requireSignIn({ source: 'item', element: 'cart click' }) || isBusy) return;
    report('', false);
    if (inCart) await remove();
    else await add();
  };

  const checkout = async () => {
    if (!requireSignIn({ source: 'item', element: 'checkout click' }) || isBusy) return;
    if (!shownSize) {
      report(SIZE_REQUIRED, true);
      return;
    }
    report('', false);
    setIsCheckingOut(true);
    const ready = inCart || (await add());
    setIsCheckingOut(false);
    if (!ready) return;
    const params = encodeCheckoutParams({
      items: [{ uuid: item.id, size: shownSize }],
      source: outfitId ? 'outfit' : 'item',
    });
    await navigate(`/shopping-list/checkout?params=${params}`);
  };

  /** Express checkout's login overlay: Signup, then back to this item. */
  const signInForExpress = () => {
    requireSignIn({ source: 'item', element: 'express checkout' });
  };

  return {
    size: shownSize,
    setSize,
    inCart,
    isSignedIn,
    isCheckingOut,
    notice,
    error,
    toggle,
    checkout,
    signInForExpress,
  };
};
