import { PLANS } from '@shared/plans';
import styled from 'styled-components';
import { formatMoney } from '@/lib/money';
import { Eyebrow, Lead, MarketingSection, SectionInner, SectionTitle } from '@/ui/MarketingSection';
import { StartStylingButton } from '../components/StartStylingButton';

const lux = PLANS.lux;

/** 'Start Your Styling Journey': what the Lux plan is and everything it includes. */
export const LuxJourney = () => (
  <MarketingSection aria-labelledby="lux-journey-title">
    <Columns>
      <Text>
        <Eyebrow>One stylist, one month, all yours</Eyebrow>
        <SectionTitle id="lux-journey-title">Start Your Styling Journey</SectionTitle>
        <Lead>
          Lux is for the moment you think: “I want to {lux.goal}.” It begins with a 30-minute call
          where your stylist gets to know you: your days, your body, your budget and the style you
          are reaching for. Then they build a wardrobe around it, piece by piece.
        </Lead>
        <StartStylingButton element="lux get started" variant="primary" size="lg">
          Get Started
        </StartStylingButton>
      </Text>
      <Included aria-labelledby="lux-included-title">
        <IncludedTitle id="lux-included-title">Everything included</IncludedTitle>
        <Price>
          {formatMoney(lux.price)} <small>one-time</small>
        </Price>
        <Features>
          {lux.features.map((feature) => (
            <li key={feature}>
              <Check viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="m5 12.5 4.5 4.5L19 7.5" />
              </Check>
              {feature}
            </li>
          ))}
        </Features>
      </Included>
    </Columns>
  </MarketingSection>
);

const Columns = styled(SectionInner)`
  align-items: center;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space.xxl};
  }

  ${({ theme }) => theme.media.aboveTablet} {
    gap: ${({ theme }) => theme.space.xxxl};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
`;

const Included = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.lux};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.aboveSmallMobile} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const IncludedTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Price = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-variant-numeric: lining-nums;
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  small {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
  }
`;

const Check = styled.svg`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.15em;
  fill: none;
  stroke: ${({ theme }) => theme.colors.luxDark};
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;
