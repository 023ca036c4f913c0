import { PLANS } from '@shared/plans';
import styled from 'styled-components';
import { formatMoney } from '@/lib/money';
import { MarketingImage } from '@/ui/MarketingImage';
import { StartStylingButton } from '../components/StartStylingButton';
import { LUX_HERO, luxPicture } from './luxContent';

/** 'The LUX Experience': the page's title, the price and Get Started, beside the hero picture. */
export const LuxHero = () => (
  <Hero aria-labelledby="lux-title">
    <Inner>
      <Text>
        <Kicker>
          The {PLANS.lux.title} plan · {formatMoney(PLANS.lux.price)}
        </Kicker>
        <Title id="lux-title">
          The <Gold>LUX</Gold> Experience
        </Title>
        <Intro>
          Our most personal styling: a dedicated stylist for a whole month, calls face to face, two
          seasonal capsules and a closet that finally works for your life.
        </Intro>
        <Actions>
          <StartStylingButton element="lux get started" variant="lux" size="lg">
            Get Started
          </StartStylingButton>
          <Note>One-time booking · exclusive bag included</Note>
        </Actions>
      </Text>
      <Picture>
        <MarketingImage
          src={luxPicture(LUX_HERO.id)}
          alt={LUX_HERO.alt}
          width={LUX_HERO.width}
          height={LUX_HERO.height}
          sizes="(min-width: 769px) 60vw, 100vw"
          priority
        />
      </Picture>
    </Inner>
  </Hero>
);

const Hero = styled.section`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.inverse};

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xxxl}`};
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
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

const Kicker = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.lux};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  text-wrap: balance;

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.hero};
  }
`;

const Gold = styled.span`
  color: ${({ theme }) => theme.colors.lux};
  letter-spacing: 0.04em;
`;

const Intro = styled.p`
  max-width: 34rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  opacity: 0.85;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.75;
`;

const Picture = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  img {
    width: 100%;
  }
`;
