import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { env } from '@/config/env';

export const Logo = () => (
  <Wordmark to="/" aria-label={`${env.productName} home`}>
    {env.productName}
  </Wordmark>
);

const Wordmark = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  text-decoration: none;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.ink};
`;
