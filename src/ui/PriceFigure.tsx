import styled from 'styled-components';

type PriceFigureProps = {
  /** The formatted price, e.g. '$130'. */
  amount: string;
  /** What it buys, after the price: 'one styling session'. */
  note: string;
};

/** A price, large, with what it buys in small type after it ('$130 one styling session'). */
export const PriceFigure = ({ amount, note }: PriceFigureProps) => (
  <Price>
    {amount}
    <PriceNote> {note}</PriceNote>
  </Price>
);

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
`;

const PriceNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
