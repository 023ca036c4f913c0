import { useId, useState } from 'react';
import styled from 'styled-components';
import { useGetCartQuery, type CartItem } from '@/api/cartApi';
import { useRemoveFromCartMutation } from '@/api/cartChangesApi';
import { formatMoney } from '@/lib/money';
import { Button, ButtonLink } from '@/ui/Button';
import { ChevronDownIcon } from '@/ui/icons';
import { Skeleton } from '@/ui/Skeleton';
import { ErrorText } from '@/ui/ErrorText';

/** The list scrolls only with more than this many items (spec 001 §2). */
export const SCROLL_AFTER_ITEMS = 4;

const CartRow = ({ item }: { item: CartItem }) => {
  const [removeFromCart, removing] = useRemoveFromCartMutation();
  const [failed, setFailed] = useState(false);
  return (
    <Row>
      <Thumb
        src={item.picture ?? undefined}
        alt=""
        width={56}
        height={70}
        loading="lazy"
        decoding="async"
      />
      <Details>
        <ItemTitle>{item.title}</ItemTitle>
        <Small>
          {item.brand} · {formatMoney(item.price)}
        </Small>
        {failed && (
          <ErrorText $size="xs" role="alert">
            Couldn&apos;t remove it. Try again.
          </ErrorText>
        )}
      </Details>
      <Button
        size="sm"
        variant="ghost"
        disabled={removing.isLoading}
        aria-label={`Remove ${item.title} from your cart`}
        onClick={() => {
          setFailed(false);
          removeFromCart({ itemId: item.id })
            .unwrap()
            .catch(() => setFailed(true));
        }}
      >
        Remove
      </Button>
    </Row>
  );
};

/**
 * The cart beside a styling session (not on mobile): collapsible, scrolling only with more than
 * four items. It is the cart query the header's badge reads, so adds and removes anywhere show
 * here at once.
 */
export const CartSidePanel = () => {
  const cart = useGetCartQuery();
  const [open, setOpen] = useState(true);
  const listId = useId();
  const count = cart.data?.itemsCount ?? 0;

  const renderBody = () => {
    if (cart.isLoading) {
      return (
        <Body aria-busy="true" aria-label="Loading your cart">
          <Skeleton height="70px" />
          <Skeleton height="70px" />
        </Body>
      );
    }
    if (!cart.data) {
      return (
        <Body role="alert">
          <Small>Your cart could not load.</Small>
          <Button size="sm" variant="secondary" onClick={() => void cart.refetch()}>
            Try again
          </Button>
        </Body>
      );
    }
    if (cart.data.items.length === 0) {
      return (
        <Body>
          <Small>
            Nothing here yet. Add pieces from your style boards and they will show here.
          </Small>
        </Body>
      );
    }
    const { items } = cart.data;
    return (
      <Body>
        <List data-scrolls={items.length > SCROLL_AFTER_ITEMS || undefined}>
          {items.map((item) => (
            <CartRow key={item.id} item={item} />
          ))}
        </List>
        <Total>
          <span>Total</span>
          <strong>{formatMoney(cart.data.totalPrice)}</strong>
        </Total>
        <ButtonLink to="/shopping-list" size="sm">
          Go to cart
        </ButtonLink>
      </Body>
    );
  };

  return (
    <Panel aria-labelledby={`${listId}-title`}>
      <Header>
        <Title id={`${listId}-title`}>Your cart{count > 0 ? ` (${count})` : ''}</Title>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide' : 'Show'}
          <span className="visually-hidden"> cart</span>
          <ChevronDownIcon size={18} data-open={open || undefined} />
        </Toggle>
      </Header>
      <div id={listId} hidden={!open}>
        {renderBody()}
      </div>
    </Panel>
  );
};

const Panel = styled.aside`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.canvas};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Toggle = styled.button`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  font: inherit;
  cursor: pointer;

  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  svg[data-open] {
    transform: rotate(180deg);
  }
  ${({ theme }) => theme.media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-scrolls] {
    max-height: calc(4 * 70px + 3 * ${({ theme }) => theme.space.sm} + 35px);
    overflow-y: auto;
  }
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
`;

const Thumb = styled.img`
  width: 56px;
  height: 70px;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const Details = styled.div`
  display: grid;
  min-width: 0;
`;

const ItemTitle = styled.p`
  overflow: hidden;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Small = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
