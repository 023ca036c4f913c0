import styled from 'styled-components';
import { MarketingSection, SectionHeader, SectionInner, SectionTitle } from '@/ui/MarketingSection';
import { GIFT_BENEFITS } from './giftsContent';

/** Why a styling session makes a good present. */
export const GiftBenefits = () => (
  <MarketingSection tone="dark" aria-labelledby="gift-benefits-title">
    <SectionInner>
      <SectionHeader>
        <SectionTitle id="gift-benefits-title">Why It Makes a Great Gift</SectionTitle>
      </SectionHeader>
      <Benefits>
        {GIFT_BENEFITS.map((benefit) => (
          <li key={benefit.title}>
            <BenefitTitle>{benefit.title}</BenefitTitle>
            <BenefitText>{benefit.text}</BenefitText>
          </li>
        ))}
      </Benefits>
    </SectionInner>
  </MarketingSection>
);

const Benefits = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space.xs};
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.lux};
  }

  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const BenefitTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-wrap: balance;
`;

const BenefitText = styled.p`
  opacity: 0.8;
`;
