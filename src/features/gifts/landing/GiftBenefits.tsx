import styled from 'styled-components';
import { FeatureList, FeatureTitle } from '@/ui/FeatureList';
import { MarketingSection, SectionHeader, SectionInner, SectionTitle } from '@/ui/MarketingSection';
import { GIFT_BENEFITS } from './giftsContent';

/** Why a styling session makes a good present. */
export const GiftBenefits = () => (
  <MarketingSection tone="dark" aria-labelledby="gift-benefits-title">
    <SectionInner>
      <SectionHeader>
        <SectionTitle id="gift-benefits-title">Why It Makes a Great Gift</SectionTitle>
      </SectionHeader>
      <Benefits $columns={{ aboveSmallMobile: 2, aboveTablet: 3 }}>
        {GIFT_BENEFITS.map((benefit) => (
          <li key={benefit.title}>
            <FeatureTitle $balance>{benefit.title}</FeatureTitle>
            <BenefitText>{benefit.text}</BenefitText>
          </li>
        ))}
      </Benefits>
    </SectionInner>
  </MarketingSection>
);

const Benefits = styled(FeatureList)`
  li {
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.lux};
  }
`;

const BenefitText = styled.p`
  opacity: 0.8;
`;
