import styled from 'styled-components';
import { formatMoney } from '@/lib/money';

type ItemPriceProps = {
  item: { retailPrice: number; salePrice: number | null; currency?: string };
  className?: string;
};

/** A price: the sale price with the retail price struck through, or the retail price alone. */
export const ItemPrice = ({ item, className }: ItemPriceProps) => {
  const { retailPrice, salePrice, currency = 'USD' } = item;
  if (salePrice === null || salePrice >= retailPrice) {
    return <Prices className={className}>{formatMoney(retailPrice, currency)}</Prices>;
  }
  return (
    <Prices className={className}>
      <Sale>
        <span className="visually-hidden">Sale price </span>
        {formatMoney(salePrice, currency)}
      </Sale>
      <Retail>
        <span className="visually-hidden">, was </span>
        {formatMoney(retailPrice, currency)}
      </Retail>
    </Prices>
  );
};

const Prices = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Sale = styled.span`
  color: ${({ theme }) => theme.colors.major};
`;

const Retail = styled.s`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
