import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatMoney } from '@/lib/money';
import { CloseIcon } from '@/ui/icons';
import type { ClosetItem } from '../closetItems';
import { CardPicture } from '../profile/CardPicture';
import { CardArticle, pictureFrame, twoLines } from '../profile/cardParts';
import { CornerButton } from '../profile/CornerButton';

type ClosetItemCardProps = {
  item: ClosetItem;
  /** Loads its picture at once (the first rows); the rest load as they near the screen. */
  eager?: boolean;
  /** Gets the card's first control, where focus goes when a neighbouring card is removed. */
  focusRef?: (node: HTMLElement | null) => void | (() => void);
  onRemove: (item: ClosetItem) => void;
};

/**
 * What the shopper calls an item: its brand and name ('Marlow Tops'), so two tops tell apart;
 * else whichever there is, else 'Closet item'.
 */
export const closetItemTitle = ({ brand, name }: ClosetItem) => {
  if (brand && name && !name.toLowerCase().startsWith(brand.toLowerCase())) {
    return `${brand} ${name}`;
  }
  return name || brand || 'Closet item';
};

const itemPath = (id: string) => `/item/${encodeURIComponent(id)}?source=closet`;

/**
 * A piece in the closet: its picture, brand, name, size and price (as far as known). A catalogue
 * piece links to its item page; an upload is the shopper's own photo and links nowhere.
 */
export const ClosetItemCard = ({
  item,
  eager = false,
  focusRef,
  onRemove,
}: ClosetItemCardProps) => {
  const title = closetItemTitle(item);
  const picture = item.picture ? (
    <CardPicture src={item.picture} variants={item.pictureVariants} eager={eager} />
  ) : (
    <NoPicture />
  );
  return (
    <CardArticle aria-label={title}>
      {item.isUpload ? (
        <Frame>{picture}</Frame>
      ) : (
        <FrameLink to={itemPath(item.id)} ref={focusRef} aria-label={title}>
          {picture}
        </FrameLink>
      )}
      {item.brand && item.name && <Brand>{item.brand}</Brand>}
      <Name>{item.name || title}</Name>
      {(item.size || item.price !== null) && (
        <Meta>
          {item.size && <span>Size: {item.size}</span>}
          {item.price !== null && (
            <span>{formatMoney(item.price, item.currency.toUpperCase())}</span>
          )}
        </Meta>
      )}
      <CornerButton
        type="button"
        ref={item.isUpload ? focusRef : undefined}
        aria-label={`Remove ${title} from closet`}
        aria-haspopup="dialog"
        onClick={() => onRemove(item)}
      >
        <CloseIcon size={18} />
      </CornerButton>
    </CardArticle>
  );
};

const Frame = styled.div`
  ${pictureFrame}
`;

const FrameLink = styled(Link)`
  ${pictureFrame}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const NoPicture = styled.span`
  display: block;
  width: 100%;
  height: 100%;
`;

const Brand = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Name = styled.h3`
  ${twoLines}
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
