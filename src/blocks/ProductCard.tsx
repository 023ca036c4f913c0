import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { isSoldOut, type Item } from '@/api/items';
import { ItemPrice } from './ItemPrice';

/** Spec 001 §9: a product card is 168 px wide; its picture keeps the items' 4:5 shape. */
const CARD_WIDTH = 168;
const PICTURE_HEIGHT = 210;

type ProductCardProps = {
  item: Item;
  href: string;
  /** Load the picture at once (the first row of a list) rather than as it nears the screen. */
  eager?: boolean;
  /** Fill the list's cell instead of the card's own 168 px. */
  fill?: boolean;
  /** What an item out of stock says: 'Sold out' in a look, 'Out of stock' among gifts. */
  soldOutLabel?: string;
};

/**
 * An item in a list of items (a look's pieces, more from a look, gifts): picture, brand, name,
 * price, and a sold-out mark (its picture faded) or, for a piece not sold here, 'Shop at …'
 * (spec 001 §9). The whole card links to `href`, named by its text: the picture adds nothing to
 * read. The caller puts it in its list.
 */
export const ProductCard = ({
  item,
  href,
  eager = false,
  fill = false,
  soldOutLabel = 'Sold out',
}: ProductCardProps) => {
  const soldOut = isSoldOut(item);
  const shopAt = !soldOut && !item.isShoppable ? (item.buyUrlShort ?? item.retailer) : '';
  return (
    <Card to={href} $fill={fill} data-sold-out={soldOut || undefined}>
      {item.primaryPicture ? (
        <Picture
          src={item.primaryPicture}
          alt=""
          width={CARD_WIDTH}
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
      {soldOut && <SoldOut>{soldOutLabel}</SoldOut>}
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

const picture = css`
  display: block;
  width: 100%;
  aspect-ratio: ${CARD_WIDTH} / ${PICTURE_HEIGHT};
  margin-bottom: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Picture = styled.img`
  ${picture}
  height: auto;
  object-fit: cover;
`;

const NoPicture = styled.span`
  ${picture}
`;

const Card = styled(Link)<{ $fill: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  width: ${({ $fill }) => ($fill ? '100%' : `${CARD_WIDTH}px`)};
  max-width: 100%;
  height: ${({ $fill }) => ($fill ? '100%' : 'auto')};
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

  &[data-sold-out] ${Picture} {
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

const SoldOut = styled(Note)`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.ink};
`;
