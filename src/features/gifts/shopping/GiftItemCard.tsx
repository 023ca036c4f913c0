import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isSoldOut, type Item } from '@/api/items';
import { ItemPrice } from '@/ui/ItemPrice';

/** The product card's size (spec 001 §9: 168 px wide), its picture in the items' 4:5 shape. */
const PICTURE_WIDTH = 168;
const PICTURE_HEIGHT = 210;

/** The item page, opened from gift shopping (spec 001 §2 `/item/{itemId}?source=&context=`). */
export const giftItemHref = (itemId: string) =>
  `/item/${encodeURIComponent(itemId)}?source=gifts&context=gift`;

type GiftItemCardProps = { item: Item; eager?: boolean };

/**
 * A gift in the list, in the product card's look: picture, brand, name, price. The whole card
 * links to the item page, named by its text (the picture adds nothing to read). An item out of stock says so (spec 001 §8) and has no way to add it;
 * one sold only at the retailer says where.
 */
export const GiftItemCard = ({ item, eager = false }: GiftItemCardProps) => {
  const outOfStock = isSoldOut(item);
  const shopAt = !outOfStock && item.isAffiliate ? (item.buyUrlShort ?? item.retailer) : '';
  return (
    <Card to={giftItemHref(item.id)} data-out-of-stock={outOfStock || undefined}>
      {item.primaryPicture ? (
        <Picture
          src={item.primaryPicture}
          alt=""
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <NoPicture aria-hidden="true" />
      )}
      {item.brand && <Brand>{item.brand}</Brand>}
      <Name>{item.name}</Name>
      <ItemPrice item={item} />
      {outOfStock && <OutOfStock>Out of stock</OutOfStock>}
      {shopAt && <Note>Shop at {shopAt}</Note>}
    </Card>
  );
};

const Name = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Picture = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: ${PICTURE_WIDTH} / ${PICTURE_HEIGHT};
  margin-bottom: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const NoPicture = styled.span`
  display: block;
  width: 100%;
  aspect-ratio: ${PICTURE_WIDTH} / ${PICTURE_HEIGHT};
  margin-bottom: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  height: 100%;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover ${Name} {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &[data-out-of-stock] ${Picture} {
    opacity: 0.55;
  }
`;

const Brand = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const OutOfStock = styled(Note)`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.ink};
`;
