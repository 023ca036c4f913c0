import { deferredSection } from '@/ui/deferredSection';
import styled from 'styled-components';
import { PageHead } from '@/ui/PageHead';
import { Eyebrow, Lead, MarketingSection } from '@/ui/MarketingSection';
import { PlanSelector } from './PlanSelector';

/** Everything below the first screen: in the page from the start, its code a moment later. */
const BelowFold = deferredSection(() =>
  import('./PricingBelowFold').then((m) => m.PricingBelowFold),
);

/** /pricing (spec 000 §2 "Plan pages"): the plans, then why people love it and what is included. */
export const PricingPage = () => (
  <>
    <PageHead
      title="Find Your Perfect Plan"
      description="Styling plans from $60: Mini, Major and Lux, one-time or monthly with a free 3-day trial. Satisfaction guaranteed."
    />
    <MarketingSection aria-labelledby="pricing-title">
      <Inner>
        <Hero>
          <Eyebrow>Pricing</Eyebrow>
          <Title id="pricing-title">Find Your Perfect Plan</Title>
          <Lead>
            A real stylist, any brand, any budget. Book a single session when you need a refresh, or
            join monthly and keep your style evolving.
          </Lead>
          <Guarantee>
            <Seal aria-hidden="true">100%</Seal>
            <span>
              <strong>100% satisfaction guaranteed.</strong> Not the right fit? Switch stylists at
              no extra cost.
            </span>
          </Guarantee>
        </Hero>
        <PlanSelector />
      </Inner>
    </MarketingSection>
    <BelowFold />
  </>
);

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

const Hero = styled.header`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  text-wrap: balance;

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.hero};
  }
`;

const Guarantee = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 34rem;
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg} ${theme.space.xs} ${theme.space.xs}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
`;

const Seal = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.major};
  color: ${({ theme }) => theme.colors.inverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;
`;
