import type { MouseEvent } from 'react';
import { selectIsSignedIn } from '@/api/authSlice';
import { useGetCartQuery } from '@/api/cartApi';
import { BagIcon } from '@/ui/icons';
import { useGuestGate } from '@/blocks/useGuestGate';
import { useAppSelector } from '../../hooks';
import { CountBadge, IconLink } from './IconLink';

const CART_PATH = '/shopping-list';

/**
 * The cart icon; its count badge shows only when the count is above 0 (spec 001 §2). A guest's
 * click opens Signup with a redirect to the cart instead (spec 001 §6); the link stays a link,
 * so opening it in a new tab still works (that tab asks to sign in).
 */
export const CartLink = () => {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const requireSignIn = useGuestGate();
  const { data } = useGetCartQuery(undefined, { skip: !isSignedIn });
  const count = isSignedIn ? (data?.itemsCount ?? 0) : 0;
  const label = count > 0 ? `My Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'My Cart';

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (!requireSignIn({ source: 'header', element: 'cart click', redirectUrl: CART_PATH })) {
      event.preventDefault();
    }
  };

  return (
    <IconLink
      to={CART_PATH}
      aria-label={label}
      aria-haspopup={isSignedIn ? undefined : 'dialog'}
      onClick={handleClick}
    >
      <BagIcon />
      {count > 0 && (
        <CountBadge aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </CountBadge>
      )}
    </IconLink>
  );
};
