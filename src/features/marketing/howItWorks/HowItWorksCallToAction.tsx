import styled from 'styled-components';
import { env } from '@/config/env';
import { Lead, MarketingSection, SectionTitle } from '@/ui/MarketingSection';
import { StartStylingButton } from '../components/StartStylingButton';

/** The start button, and the help center for anyone with questions left. */
export const HowItWorksCallToAction = () => (
  <MarketingSection tone="dark" aria-labelledby="how-it-works-start-title">
    <Column>
      <SectionTitle id="how-it-works-start-title">Ready to meet your stylist?</SectionTitle>
      <Lead>Take the free style quiz and see the stylists we match you with.</Lead>
      <StartStylingButton element="how it works start click" variant="lux" size="lg">
        Get Started
      </StartStylingButton>
      <Help>
        Still have questions?{' '}
        <a href={env.helpCenterUrl} target="_blank" rel="noopener noreferrer">
          Visit our Help Center
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </Help>
    </Column>
  </MarketingSection>
);

const Column = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 40rem;
  margin: 0 auto;
  text-align: center;
`;

const Help = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};

  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.lux};
  }
`;
