import styled from 'styled-components';
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
      <Steps>
        {REDEEM_STEPS.map((step, index) => (
          <li key={step.title}>
            <Number aria-hidden="true">{index + 1}</Number>
            <StepTitle>{step.title}</StepTitle>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
    </SectionInner>
  </MarketingSection>
);

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    align-content: start;
    justify-items: center;
    gap: ${({ theme }) => theme.space.xs};
    max-width: 24rem;
    margin: 0 auto;
    text-align: center;
  }

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Number = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StepTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-wrap: balance;
`;
