import { deferredSection } from '@/ui/deferredSection';
import styled from 'styled-components';
import { PageHead } from '@/ui/PageHead';
import { MarketingImage } from '@/ui/MarketingImage';
import { Eyebrow, Lead } from '@/ui/MarketingSection';
import { HOW_IT_WORKS_PAGE_STEPS, STEP_PICTURE_SIZE } from './howItWorksContent';

/** Everything below the first screen: in the page from the start, its code a moment later. */
const BelowFold = deferredSection(() =>
  import('./HowItWorksBelowFold').then((m) => m.HowItWorksBelowFold),
);

/** /how-it-works: the four numbered steps, a call to action with the help center, and reviews. */
export const HowItWorksPage = () => (
  <>
    <PageHead
      title="How It Works"
      description="From a short style quiz to shoppable looks: how a real stylist dresses you online, in four steps."
    />
    <Header>
      <Eyebrow>Personal styling, made simple</Eyebrow>
      <Title>How It Works</Title>
      <Lead>
        From a short quiz to looks you can buy in a click: here is how a real stylist dresses you
        online, in four steps.
      </Lead>
    </Header>
    <Steps>
      {HOW_IT_WORKS_PAGE_STEPS.map((step, index) => (
        <Step key={step.title} aria-labelledby={`how-step-${index + 1}`}>
          <Picture
            src={step.picture}
            alt=""
            width={STEP_PICTURE_SIZE.width}
            height={STEP_PICTURE_SIZE.height}
            priority={index === 0}
          />
          <StepBody>
            <StepNumber>
              <span className="visually-hidden">Step </span>
              {String(index + 1).padStart(2, '0')}
            </StepNumber>
            <StepTitle id={`how-step-${index + 1}`}>{step.title}</StepTitle>
            <StepText>{step.text}</StepText>
          </StepBody>
        </Step>
      ))}
    </Steps>
    <BelowFold />
  </>
);

const Header = styled.header`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md} ${theme.space.xl}`};
  text-align: center;

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl} ${theme.space.xxl}`};
  }
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.hero};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xxl}`};
  list-style: none;

  ${({ theme }) => theme.media.aboveMobile} {
    gap: ${({ theme }) => theme.space.xxxl};
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl} ${theme.space.xxxl}`};
  }
`;

/** Picture and text side by side above phones, alternating sides from one step to the next. */
const Step = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;

  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};

    &:nth-child(even) > :first-child {
      order: 1;
    }
  }

  ${({ theme }) => theme.media.aboveMobile} {
    gap: ${({ theme }) => theme.space.xxl};
  }

  ${({ theme }) => theme.media.aboveTablet} {
    gap: ${({ theme }) => theme.space.xxxl};
  }
`;

const Picture = styled(MarketingImage)`
  display: block;
  width: min(100%, 22rem);
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.aboveMobile} {
    width: min(100%, 30rem);
  }
`;

const StepBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 30rem;
  margin: 0 auto;
  text-align: center;

  ${({ theme }) => theme.media.aboveSmallMobile} {
    text-align: left;
  }
`;

const StepNumber = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: 1;
  color: ${({ theme }) => theme.colors.major};

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.hero};
  }
`;

const StepTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const StepText = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;
