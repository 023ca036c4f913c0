import styled from 'styled-components';
import { env } from '@/config/env';

/** The how-it-works strip (spec 001 §9), product copy. */
export const HOW_IT_WORKS_STEPS = [
  'Get matched with A-list stylists',
  'Book an online session',
  // The spec's product copy, spelling included.
  'Recieve Personalized shoppable looks',
  `Buy what you love on ${env.productName}`,
];

type HowItWorksStepsProps = {
  /** The section heading (default 'How it works'). */
  title?: string;
  /** The numbered steps (default: from match to shopping). */
  steps?: readonly string[];
  /** Unique per page: the heading's id, also the section's in-page anchor target. */
  headingId?: string;
  id?: string;
};

/**
 * Numbered steps: by default the four from match to shopping (spec 001 §9), after the match and on
 * the plan pages; a page may pass its own (the gift pages: buying and redeeming a gift).
 */
export const HowItWorksSteps = ({
  title = 'How it works',
  steps = HOW_IT_WORKS_STEPS,
  headingId = 'how-it-works-title',
  id,
}: HowItWorksStepsProps) => (
  <Section aria-labelledby={headingId} id={id}>
    <Title id={headingId}>{title}</Title>
    <Steps>
      {steps.map((step, index) => (
        <Step key={step}>
          <Number aria-hidden="true">{index + 1}</Number>
          <span>{step}</span>
        </Step>
      ))}
    </Steps>
  </Section>
);

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  text-align: center;
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Step = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-family: ${({ theme }) => theme.fonts.display};

  ${({ theme }) => theme.media.aboveMobile} {
    flex-direction: column;
    text-align: center;
  }
`;

const Number = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
