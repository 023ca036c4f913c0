import styled from 'styled-components';
import type { CartItem } from '@/api/cartApi';
import { isSoldOut } from '@/api/items';
import { toSafeExternalUrl } from '@/lib/safeExternalLink';
import { canSelect } from './cartRules';

/** Why an item cannot be ticked, if it cannot: sold out, or sold only at the retailer. */
const cantSelectReason = (item: CartItem) => {
  if (isSoldOut({ isAffiliate: item.isAffiliate, sizes: item.availableSizes })) {
    return 'sold out';
  }
  return canSelect(item) ? null : 'at retailer';
};

type CartItemAvailabilityProps = { item: CartItem; id: string };

/**
 * 'Out of stock', or 'Shop at {retailer}' linking to the retailer's page (http and https only,
 * in a new tab), for an item that cannot be ticked; nothing for one that can.
 */
export const CartItemAvailability = ({ item, id }: CartItemAvailabilityProps) => {
  const reason = cantSelectReason(item);
  if (reason === null) return null;
  if (reason === 'sold out') return <Note id={id}>Out of stock</Note>;
  const href = toSafeExternalUrl(item.buyUrl);
  const label = `Shop at ${item.buyUrlShort || item.retailer || 'the retailer'}`;
  return (
    <Note id={id}>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        label
      )}
    </Note>
  );
};

const Note = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  a {
    color: inherit;
    text-underline-offset: 3px;
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
