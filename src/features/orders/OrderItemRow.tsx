import styled from 'styled-components';
import { PictureFrame } from '@/ui/PictureFrame';
import type { OrderItem } from '@/api/orders';
import { formatMoney } from '@/lib/money';

type OrderItemRowProps = {
  item: OrderItem;
  /** Pictures far down a long list wait until they near the screen. */
  pictureLoading?: 'lazy' | 'eager';
};

/** An ordered item: its picture, brand, name, size and price. */
export const OrderItemRow = ({ item, pictureLoading = 'eager' }: OrderItemRowProps) => (
  <Row>
    <Frame>
      {item.picture && (
        <img
          src={item.picture}
          alt=""
          width={72}
          height={90}
          loading={pictureLoading}
          decoding="async"
        />
      )}
    </Frame>
    <Details>
      {item.brand && <Brand>{item.brand}</Brand>}
      {item.name && <Name>{item.name}</Name>}
      {item.size && <Muted>Size: {item.size}</Muted>}
    </Details>
    <Price>{formatMoney(item.price)}</Price>
  </Row>
);

const Row = styled.div`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

const Frame = styled(PictureFrame)`
  width: 72px;
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Name = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Price = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
