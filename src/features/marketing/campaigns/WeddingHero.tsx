import styled from 'styled-components';
import { Carousel } from '@/ui/Carousel';
import { useBreakpointValue, type ResponsiveValue } from '@/ui/hooks/useBreakpointValue';
import { MarketingImage } from '@/ui/MarketingImage';
import { Eyebrow, Lead } from '@/ui/MarketingSection';
import { StartStylingButton } from '../components/StartStylingButton';
import {
  WEDDING_CAMPAIGN,
  WEDDING_SLIDE_SIZE,
  WEDDING_SLIDES,
  type WeddingSlide,
} from './weddingContent';

/** Autoplay interval of the header carousel (spec 000 §9). */
export const WEDDING_SLIDE_MS = 5000;

/** Phones swipe or use the dots; the arrows would cover most of a small picture. */
const SHOW_ARROWS: ResponsiveValue<boolean> = { base: false, smallMobile: true };

/**
 * The wedding page's header: a cross-fading carousel of three pictures with captions, and the h1
 * with the start button (under the carousel on small screens, beside it on wide ones).
 */
export const WeddingHero = () => {
  const showArrows = useBreakpointValue(SHOW_ARROWS);
  return (
    <Hero aria-labelledby="wedding-title">
      <Inner>
        <SlideShow
          items={WEDDING_SLIDES}
          label="Wedding styling highlights"
          getKey={(slide) => slide.id}
          transition="fade"
          autoplayMs={WEDDING_SLIDE_MS}
          showArrows={showArrows}
          renderItem={(slide, index) => <Slide slide={slide} priority={index === 0} />}
        />
        <Intro>
          <Eyebrow>Wedding season, styled</Eyebrow>
          <Title id="wedding-title">Wedding Styling</Title>
          <Lead>
            A personal stylist for the couple, the wedding party and every guest: looks for each
            event of the celebration, shoppable in a click.
          </Lead>
          <StartStylingButton
            campaign={WEDDING_CAMPAIGN}
            element="wedding hero start click"
            variant="major"
            size="lg"
          >
            Find My Wedding Stylist
          </StartStylingButton>
        </Intro>
      </Inner>
    </Hero>
  );
};

const Slide = ({ slide, priority }: { slide: WeddingSlide; priority: boolean }) => (
  <Figure>
    <Picture
      src={slide.src}
      alt={slide.alt}
      width={WEDDING_SLIDE_SIZE.width}
      height={WEDDING_SLIDE_SIZE.height}
      priority={priority}
    />
    <Caption>
      <SlideHeading>{slide.heading}</SlideHeading>
      <SlideText>{slide.caption}</SlideText>
    </Caption>
  </Figure>
);

const Hero = styled.section`
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.aboveTablet} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  }
`;

const Inner = styled.div`
  display: grid;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: center;
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const SlideShow = styled(Carousel<WeddingSlide>)`
  min-width: 0;

  ${({ theme }) => theme.media.aboveTablet} {
    grid-column: 2;
    grid-row: 1;
  }
`;

const Figure = styled.figure`
  position: relative;
  display: grid;
  margin: 0;
  overflow: hidden;

  ${({ theme }) => theme.media.aboveTablet} {
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Picture = styled(MarketingImage)`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceStrong};

  /* Full width on tablets: keep the h1 in the first screen. */
  ${({ theme }) => theme.media.aboveSmallMobile} {
    max-height: max(50vh, 20rem);
  }

  ${({ theme }) => theme.media.aboveTablet} {
    max-height: none;
  }
`;

const Caption = styled.figcaption`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`};
  text-align: center;
`;

const SlideHeading = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const SlideText = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.aboveSmallMobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Intro = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
  text-align: center;

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.xxl}`};
  }

  ${({ theme }) => theme.media.aboveTablet} {
    grid-column: 1;
    grid-row: 1;
    justify-items: start;
    margin: 0;
    padding: 0;
    text-align: left;
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
