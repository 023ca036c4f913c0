import styled from 'styled-components';
import { isSoldOut, type Item } from '@/api/items';
import { AddToClosetButton } from './AddToClosetButton';
import { ItemCartActions } from './ItemCartActions';
import { ShopAtLink } from './ShopAtLink';

type ItemPurchaseProps = {
  item: Item;
  outfitId: string | null;
  patchItem: (change: (draft: Item) => void) => void;
};

/**
 * How to get the item (spec 001 §2, §4): sold out says so (no size, no cart); an item sold only
 * at the retailer links there; any other is bought here (size, cart toggle, Checkout). Any item
 * can go to the closet.
 */
export const ItemPurchase = ({ item, outfitId, patchItem }: ItemPurchaseProps) => (
  <Purchase>
    {isSoldOut(item) ? (
      <SoldOut>
        <strong>Out of stock.</strong> This item is sold out in every size.
      </SoldOut>
    ) : item.isAffiliate ? (
      <ShopAtLink item={item} />
    ) : (
      <ItemCartActions item={item} outfitId={outfitId} patchItem={patchItem} />
    )}
    <AddToClosetButton item={item} />
  </Purchase>
);

const Purchase = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xs};
`;

const SoldOut = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
`;
