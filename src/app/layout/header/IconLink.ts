import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A header icon link (cart, inbox): a 44 px round target. */
export const IconLink = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.ink};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The place an icon link holds while its code loads: nothing moves when it arrives. */
export const IconSlot = styled.span`
  display: inline-block;
  width: 44px;
  height: 44px;
`;

/** A count on an icon link, shown only when above 0; the link's own name says it. */
export const CountBadge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.major};
  color: ${({ theme }) => theme.colors.inverse};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 18px;
  text-align: center;
`;
