import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsSignedIn } from '@/api/authSlice';
import { useGetCartQuery } from '@/api/cartApi';
import { BagIcon } from '@/ui/icons';
import { useGuestGate } from '@/blocks/useGuestGate';
import { useAppSelector } from '../../hooks';

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
        <Badge aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </IconLink>
  );
};

const IconLink = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.ink};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.major};
  color: ${({ theme }) => theme.colors.inverse};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 18px;
  text-align: center;
`;
