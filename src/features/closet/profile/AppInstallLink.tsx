import styled from 'styled-components';
import { env } from '@/config/env';
import { MOBILE_APP_CLOSET_URL } from '../mobileAppCloset';

/**
 * The closet in the mobile app (spec 001 §1: "a closet feature links to a mobile app through an
 * app-install link"). Opens in a new tab, and says so.
 */
export const AppInstallLink = () => (
  <Card aria-labelledby="app-install-title">
    <Title id="app-install-title">Your closet, in your pocket</Title>
    <Text>Plan outfits from your closet on the go with the {env.productName} app.</Text>
    <Link href={MOBILE_APP_CLOSET_URL} target="_blank" rel="noopener noreferrer">
      Get the app<span className="visually-hidden"> (opens in a new tab)</span>
    </Link>
  </Card>
);

const Card = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    column-gap: ${({ theme }) => theme.space.lg};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.aboveMobile} {
    grid-column: 1;
  }
`;

const Link = styled.a`
  justify-self: start;
  color: ${({ theme }) => theme.colors.major};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 0.2em;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-column: 2;
    grid-row: 1 / span 2;
  }
`;
