import { useId, type Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CartItem } from '@/api/cartApi';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { ItemPrice } from '@/blocks/ItemPrice';
import { Select } from '@/ui/Select';
import { CartItemAvailability } from './CartItemAvailability';
import { canSelect, SIZE_REQUIRED } from './cartRules';

/** The picture's box: the items' 4:5 shape. */
const PICTURE_WIDTH = 96;
const PICTURE_HEIGHT = 120;

export const itemPath = (itemId: string) =>
  `/item/${encodeURIComponent(itemId)}?source=cart&context=cart`;

type CartItemRowProps = {
  item: CartItem;
  /** The size chosen for it when it is ticked ('' for none yet); undefined when not ticked. */
  selectedSize: string | undefined;
  /** Ticked without a size after the shopper tried to check out. */
  showSizeError: boolean;
  onSelectedChange: (item: CartItem, selected: boolean) => void;
  onSizeChange: (item: CartItem, size: string) => void;
  onRemove: (item: CartItem) => void;
  /** Gets the item's link: where focus goes when a neighbouring item is removed. */
  linkRef: Ref<HTMLAnchorElement>;
  /** Gets the size selector: where focus goes when its size is missing at checkout. */
  sizeRef: Ref<HTMLSelectElement>;
};

/**
 * One item of the cart (spec 001 §2 cart page details, §4 "Cart selection"): a box to tick it
 * (only when it can be bought here and is in stock; otherwise why not), its picture, brand, name
 * (to its page), retailer, prices, description (2 lines) and size, and Remove.
 */
export const CartItemRow = ({
  item,
  selectedSize,
  showSizeError,
  onSelectedChange,
  onSizeChange,
  onRemove,
  linkRef,
  sizeRef,
}: CartItemRowProps) => {
  const noteId = useId();
  const selectable = canSelect(item);
  const size = selectedSize ?? item.size ?? '';

  return (
    <Row data-selected={selectedSize !== undefined || undefined}>
      <Tick
        label={<span className="visually-hidden">Select {item.title}</span>}
        checked={selectedSize !== undefined}
        disabled={!selectable}
        aria-describedby={selectable ? undefined : noteId}
        onChange={(event) => onSelectedChange(item, event.target.checked)}
      />
      {item.picture ? (
        <Picture
          src={item.picture}
          alt=""
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <NoPicture aria-hidden="true" />
      )}
      <Details>
        {item.brand && <Brand>{item.brand}</Brand>}
        <Title ref={linkRef} to={itemPath(item.id)}>
          {item.title}
        </Title>
        {item.retailer && <Muted>{item.retailer}</Muted>}
        <ItemPrice item={item} />
        {item.description && <Description>{item.description}</Description>}
        <CartItemAvailability item={item} id={noteId} />
        {item.availableSizes.length > 0 && !item.isAffiliate && (
          <SizeSelect
            ref={sizeRef}
            label={
              <>
                Size <span className="visually-hidden">for {item.title}</span>
              </>
            }
            placeholder="Select size"
            options={item.availableSizes.map((option) => ({ value: option, label: option }))}
            value={size}
            disabled={!selectable}
            error={showSizeError ? SIZE_REQUIRED : undefined}
            onChange={(event) => onSizeChange(item, event.target.value)}
          />
        )}
      </Details>
      <Remove
        variant="ghost"
        size="sm"
        aria-label={`Remove ${item.title} from your cart`}
        onClick={() => onRemove(item)}
      >
        Remove
      </Remove>
    </Row>
  );
};

const Row = styled.article`
  display: grid;
  grid-template-columns: auto ${PICTURE_WIDTH}px minmax(0, 1fr);
  grid-template-areas:
    'tick picture details'
    '. . remove';
  align-items: start;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: auto ${PICTURE_WIDTH}px minmax(0, 1fr) auto;
    grid-template-areas: 'tick picture details remove';
  }
`;

const Tick = styled(Checkbox)`
  grid-area: tick;
`;

const Picture = styled.img`
  grid-area: picture;
  width: 100%;
  height: auto;
  aspect-ratio: ${PICTURE_WIDTH} / ${PICTURE_HEIGHT};
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const NoPicture = styled.span`
  grid-area: picture;
  aspect-ratio: ${PICTURE_WIDTH} / ${PICTURE_HEIGHT};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Details = styled.div`
  grid-area: details;
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Brand = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Title = styled(Link)`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
  text-underline-offset: 3px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Description = styled.p`
  display: -webkit-box;
  overflow: hidden;
  margin: 0;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  color: ${({ theme }) => theme.colors.inkMuted};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const SizeSelect = styled(Select)`
  width: min(100%, 12rem);
  margin-top: ${({ theme }) => theme.space.xxs};
`;

const Remove = styled(Button)`
  grid-area: remove;
  justify-self: end;
`;
