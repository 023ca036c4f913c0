import { Suspense, type MouseEvent } from 'react';
import { selectIsSignedIn } from '@/api/authSlice';
import { BagIcon } from '@/ui/icons';
import { lazyComponent } from '@/ui/lazyComponent';
import { useGuestGate } from '@/blocks/useGuestGate';
import { useAppSelector } from '../../hooks';
import { CountBadge, IconLink } from './IconLink';

export const CART_PATH = '/shopping-list';

/**
 * A signed-in shopper's cart link reads the cart's count (./ShopperCartLink.tsx): its code, and
 * the server-data code with it, stays out of a visitor's first load. Loaded before the first
 * render when someone is signed in (main.tsx), so the count has no placeholder then.
 */
export const ShopperCartLink = lazyComponent(() =>
  import('./ShopperCartLink').then((m) => m.ShopperCartLink),
);

/**
 * The cart icon; its count badge shows only when the count is above 0 (spec 001 §2). A guest's
 * click opens Signup with a redirect to the cart instead (spec 001 §6); the link stays a link,
 * so opening it in a new tab still works (that tab asks to sign in).
 */
export const CartLink = () => {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (!isSignedIn) return <CartIconLink count={0} isSignedIn={false} />;
  return (
    <Suspense fallback={<CartIconLink count={0} isSignedIn />}>
      <ShopperCartLink />
    </Suspense>
  );
};

type CartIconLinkProps = { count: number; isSignedIn: boolean };

/** The link itself, with `count` items in the cart. */
export const CartIconLink = ({ count, isSignedIn }: CartIconLinkProps) => {
  const requireSignIn = useGuestGate();
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
