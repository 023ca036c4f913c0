import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isSoldOut, type Item } from '@/api/items';
import { ItemPrice } from '@/ui/ItemPrice';

/** Spec 001 §9: a product card is 168 px wide; its picture keeps the items' 4:5 shape. */
const CARD_WIDTH = 168;
const PICTURE_HEIGHT = 210;

type ProductCardProps = { item: Item; href: string };

/**
 * An item in a list of items (a look's pieces, more from a look): picture, brand, name, price,
 * and 'Sold out' or, for a piece sold only at the retailer, 'Shop at …'. The whole card links to
 * `href`; the caller puts it in its list.
 */
export const ProductCard = ({ item, href }: ProductCardProps) => {
  const soldOut = isSoldOut(item);
  const shopAt = !soldOut && !item.isShoppable ? (item.buyUrlShort ?? item.retailer) : '';
  return (
    <Card to={href}>
      {item.primaryPicture ? (
        <Picture
          src={item.primaryPicture}
          alt={item.name}
          width={CARD_WIDTH}
          height={PICTURE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <NoPicture aria-hidden="true" />
      )}
      {item.brand && <Brand>{item.brand}</Brand>}
      <Name>{item.name}</Name>
      <ItemPrice item={item} />
      {soldOut && <Note>Sold out</Note>}
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

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  width: ${CARD_WIDTH}px;
  max-width: 100%;
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
`;

const Picture = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: ${CARD_WIDTH} / ${PICTURE_HEIGHT};
  margin-bottom: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const NoPicture = styled.span`
  display: block;
  width: 100%;
  aspect-ratio: ${CARD_WIDTH} / ${PICTURE_HEIGHT};
  margin-bottom: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
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
