import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsSignedIn } from '@/api/authSlice';
import { useGetCartQuery } from '@/features/cart/cartApi';
import { BagIcon } from '@/ui/icons';
import { useAppSelector } from '../../hooks';

/** The cart icon; its count badge shows only when the count is above 0 (spec 001 §2). */
export const CartLink = () => {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { data } = useGetCartQuery(undefined, { skip: !isSignedIn });
  const count = isSignedIn ? (data?.itemsCount ?? 0) : 0;
  const label = count > 0 ? `My Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'My Cart';

  return (
    <IconLink to="/shopping-list" aria-label={label}>
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
