import styled from 'styled-components';
import { MarketingImage } from '@/ui/MarketingImage';
import {
  Eyebrow,
  MarketingSection,
  SectionHeader,
  SectionInner,
  SectionTitle,
} from '@/ui/MarketingSection';
import { WEDDING_STEPS } from './weddingContent';

const WEDDING_HOW_SIZE = { width: 1000, height: 800 } as const;

/** How the wedding styling works: a picture beside four numbered steps. */
export const WeddingSteps = () => (
  <MarketingSection tone="surface" aria-labelledby="wedding-how-title" id="how-it-works">
    <SectionInner>
      <SectionHeader>
        <Eyebrow>From yes to I do</Eyebrow>
        <SectionTitle id="wedding-how-title">How it works</SectionTitle>
      </SectionHeader>
      <Columns>
        <Picture
          src="/media/marketing/wedding-how.svg"
          alt=""
          width={WEDDING_HOW_SIZE.width}
          height={WEDDING_HOW_SIZE.height}
        />
        <Steps>
          {WEDDING_STEPS.map((step, index) => (
            <Step key={step.title}>
              <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              <div>
                <StepTitle>{step.title}</StepTitle>
                <StepText>{step.text}</StepText>
              </div>
            </Step>
          ))}
        </Steps>
      </Columns>
    </SectionInner>
  </MarketingSection>
);

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxxl};
  }
`;

const Picture = styled(MarketingImage)`
  display: block;
  width: min(100%, 36rem);
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceStrong};

  ${({ theme }) => theme.media.aboveTablet} {
    width: 100%;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.major};
  color: ${({ theme }) => theme.colors.inverse};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StepTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StepText = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;
