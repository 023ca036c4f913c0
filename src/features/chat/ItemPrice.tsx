import styled from 'styled-components';
import { formatMoney } from '@/lib/money';

/** A price: the sale price with the retail price struck through, or the retail price alone. */
export const ItemPrice = ({
  retailPrice,
  salePrice,
}: {
  retailPrice: number;
  salePrice: number | null;
}) =>
  salePrice !== null && salePrice < retailPrice ? (
    <Prices>
      <Sale>
        <span className="visually-hidden">Sale price </span>
        {formatMoney(salePrice)}
      </Sale>
      <Retail>
        <span className="visually-hidden">was </span>
        {formatMoney(retailPrice)}
      </Retail>
    </Prices>
  ) : (
    <Prices>{formatMoney(retailPrice)}</Prices>
  );

const Prices = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Sale = styled.span`
  color: ${({ theme }) => theme.colors.major};
`;

const Retail = styled.s`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
