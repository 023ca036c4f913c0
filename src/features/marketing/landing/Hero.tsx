import styled from 'styled-components';
import { env } from '@/config/env';
import { Button } from '@/ui/Button';
import { MarketingImage } from '@/ui/MarketingImage';
import { StartStylingButton } from '../components/StartStylingButton';
import { marketingArt } from './landingContent';

type HeroProps = { onHowItWorks: () => void };

/** The first screen: the promise, the start button and 'How It Works'. */
export const Hero = ({ onHowItWorks }: HeroProps) => (
  <Wrapper aria-labelledby="hero-title">
    <Copy>
      <Title id="hero-title">#1 App for Personalized Luxury Styling</Title>
      <Lead>
        Real stylists pick looks for your body, your budget and your life. Shop any brand, keep what
        you love, and let {env.productName} do the searching.
      </Lead>
      <Actions>
        <StartStylingButton size="lg" element="hero start click">
          Get Started
        </StartStylingButton>
        <Button size="lg" variant="secondary" onClick={onHowItWorks}>
          How It Works
        </Button>
      </Actions>
      <Note>Sessions from $60 · Any brand, any budget · Free shipping</Note>
    </Copy>
    <Picture>
      <MarketingImage
        src={marketingArt('hero')}
        alt="A stylist's look: a camel coat over a cream knit, styled for the city"
        width={960}
        height={1200}
        priority
      />
    </Picture>
  </Wrapper>
);

const Wrapper = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: 1.1fr 0.9fr;
    align-items: center;
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: start;
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-wrap: balance;

  ${({ theme }) => theme.media.aboveTablet} {
    font-size: 4rem;
  }
`;

const Lead = styled.p`
  margin: 0;
  max-width: 34rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSubtle};
`;

const Picture = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: 50% 45%;
  }

  ${({ theme }) => theme.media.aboveSmallMobile} {
    aspect-ratio: 16 / 10;
  }

  ${({ theme }) => theme.media.aboveMobile} {
    aspect-ratio: 4 / 5;
  }
`;
