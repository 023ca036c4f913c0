import styled from 'styled-components';

/** The word LUX in Lux's gold, as its titles set it. */
export const LuxGold = styled.span`
  color: ${({ theme }) => theme.colors.lux};
  letter-spacing: 0.04em;
`;
