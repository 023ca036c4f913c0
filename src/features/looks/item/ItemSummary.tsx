import styled from 'styled-components';
import type { Item } from '@/api/items';
import { ItemPrice } from '@/blocks/ItemPrice';

type ItemSummaryProps = { item: Item };

/** Brand, name (the page's one h1), retailer, prices and colour. */
export const ItemSummary = ({ item }: ItemSummaryProps) => (
  <Summary>
    {item.brand && <Brand>{item.brand}</Brand>}
    <Name>{item.name}</Name>
    {item.retailer && <Retailer>Sold by {item.retailer}</Retailer>}
    <Price item={item} />
    {item.color && (
      <Facts>
        <dt>Color</dt>
        <dd>{item.color}</dd>
      </Facts>
    )}
  </Summary>
);

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Retailer = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Price = styled(ItemPrice)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Facts = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
  }
`;
