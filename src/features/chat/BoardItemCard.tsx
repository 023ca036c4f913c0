import { useState } from 'react';
import styled from 'styled-components';
import { useGetCartQuery } from '@/api/cartApi';
import { useAddToCartMutation, useRemoveFromCartMutation } from '@/api/cartChangesApi';
import { isSoldOut } from '@/api/items';
import { toSafeExternalUrl } from '@/lib/safeExternalLink';
import { Button } from '@/ui/Button';
import { Select } from '@/ui/Select';
import { ErrorText } from '@/ui/ErrorText';
import { ItemPrice } from '@/blocks/ItemPrice';
import type { BoardItem } from './chatApi';

type BoardItemCardProps = { item: BoardItem; boardId: string; lookId: string | null };

/**
 * One piece on a style board: picture, brand, name, retailer, price, its sizes and Add to cart
 * (a size first when it comes in sizes). Whether it is in the cart is the cart's word, so it
 * changes at once and goes back if the call fails. A piece sold only at the retailer links there instead; a sold-out one says so.
 */
export const BoardItemCard = ({ item, boardId, lookId }: BoardItemCardProps) => {
  // In the cart: what the cart says (it changes at once on add and remove, and goes back on a
  // failure); the board's own flag until the cart has loaded.
  const cart = useGetCartQuery();
  const inCart = cart.data ? cart.data.items.some((entry) => entry.id === item.id) : item.isInCart;
  const [size, setSize] = useState(
    item.suggestedSize ?? (item.sizes.length === 1 ? (item.sizes[0] ?? '') : ''),
  );
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [addToCart, adding] = useAddToCartMutation();
  const [removeFromCart, removing] = useRemoveFromCartMutation();
  const soldOut = isSoldOut(item);
  const shopAt = item.isAffiliate ? toSafeExternalUrl(item.buyUrl) : null;
  const sizeId = `size-${boardId}-${item.id}`;

  const add = async () => {
    if (item.sizes.length > 0 && !size) {
      setError('Choose a size first.');
      return;
    }
    setError(null);
    try {
      await addToCart({ item, size: size || null, lookId }).unwrap();
      setNotice(size ? `Added to your cart in size ${size}.` : 'Added to your cart.');
    } catch {
      setNotice('');
      setError("We couldn't add this to your cart. Please try again.");
    }
  };

  const remove = async () => {
    setError(null);
    try {
      await removeFromCart({ itemId: item.id }).unwrap();
      setNotice('Removed from your cart.');
    } catch {
      setNotice('');
      setError("We couldn't remove this from your cart. Please try again.");
    }
  };

  return (
    <Card>
      <Picture
        src={item.picture ?? undefined}
        alt={item.title}
        width={400}
        height={500}
        loading="lazy"
        decoding="async"
      />
      <Brand>{item.brand}</Brand>
      <Name>{item.title}</Name>
      <Retailer>{item.retailer}</Retailer>
      <ItemPrice item={item} />
      {soldOut && <Status>Sold out</Status>}
      {shopAt && (
        <ShopAt href={shopAt} target="_blank" rel="noopener noreferrer">
          Shop at {item.buyUrlShort ?? item.retailer}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </ShopAt>
      )}
      {!soldOut && !item.isAffiliate && (
        <>
          {item.sizes.length > 0 && (
            <Select
              id={sizeId}
              label={
                <>
                  Size<span className="visually-hidden"> of {item.title}</span>
                </>
              }
              placeholder="Select size"
              options={item.sizes.map((value) => ({ value, label: value }))}
              value={size}
              error={error === 'Choose a size first.' ? error : undefined}
              onChange={(event) => {
                setSize(event.target.value);
                setError(null);
              }}
              disabled={inCart}
            />
          )}
          {inCart ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void remove()}
              disabled={removing.isLoading}
              aria-label={`Remove from cart: ${item.title}`}
            >
              Remove from cart
            </Button>
          ) : (
            <Button
              size="sm"
              onClick={() => void add()}
              disabled={adding.isLoading}
              aria-label={`Add to cart: ${item.title}`}
            >
              Add to cart
            </Button>
          )}
        </>
      )}
      {error && error !== 'Choose a size first.' && <ErrorText role="alert">{error}</ErrorText>}
      <Notice role="status">{notice}</Notice>
    </Card>
  );
};

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  align-content: start;
`;

const Picture = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const Brand = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Name = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Retailer = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const ShopAt = styled.a`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:empty {
    display: none;
  }
`;
