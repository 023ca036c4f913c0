import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { HowItWorksSteps } from '@/blocks/marketing/HowItWorksSteps';
import { HOW_IT_WORKS_ANCHOR } from './landingContent';

/** The four steps, the hero's 'How It Works' target, with 'Learn More' to the full page. */
export const HowItWorksTeaser = () => (
  <Wrapper>
    <HowItWorksSteps title="How It Works" headingId="landing-how-title" id={HOW_IT_WORKS_ANCHOR} />
    <More>
      <ButtonLink to="/how-it-works" variant="secondary">
        Learn More <span className="visually-hidden">about how it works</span>
      </ButtonLink>
    </More>
  </Wrapper>
);

const Wrapper = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  padding-bottom: ${({ theme }) => theme.space.xxl};

  section {
    scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;
