import styled from 'styled-components';
import { FeatureBadge, FeatureList, FeatureTitle } from '@/ui/FeatureList';
import {
  Lead,
  MarketingSection,
  SectionHeader,
  SectionInner,
  SectionTitle,
  type SectionTone,
} from '@/ui/MarketingSection';
import { REDEEM_STEPS } from './giftsContent';

type RedeemStepsProps = {
  /** Unique on the page: the heading's id, which names the section. */
  headingId: string;
  tone?: SectionTone;
};

/** How the recipient redeems a gift card: the code by e-mail, at booking, credit left to shop. */
export const RedeemSteps = ({ headingId, tone = 'surface' }: RedeemStepsProps) => (
  <MarketingSection tone={tone} aria-labelledby={headingId}>
    <SectionInner>
      <SectionHeader>
        <SectionTitle id={headingId}>How Redeeming Works</SectionTitle>
        <Lead>Nothing to print and nothing to ship: the gift card is a code.</Lead>
      </SectionHeader>
      <Steps as="ol" $columns={{ aboveMobile: 3 }}>
        {REDEEM_STEPS.map((step, index) => (
          <li key={step.title}>
            <Number aria-hidden="true" $size="3rem">
              {index + 1}
            </Number>
            <FeatureTitle $balance>{step.title}</FeatureTitle>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
    </SectionInner>
  </MarketingSection>
);

const Steps = styled(FeatureList)`
  li {
    justify-items: center;
    max-width: 24rem;
    margin: 0 auto;
    text-align: center;
  }
`;

const Number = styled(FeatureBadge)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
