import styled from 'styled-components';
import { Carousel } from '@/ui/Carousel';
import { MarketingImage } from '@/ui/MarketingImage';
import {
  Eyebrow,
  MarketingSection,
  SectionHeader,
  SectionInner,
  SectionTitle,
} from '@/ui/MarketingSection';
import { StartStylingButton } from '../components/StartStylingButton';
import { LUX_TESTIMONIALS, luxPicture, type LuxTestimonial } from './luxContent';

/** LUX testimonials rotate every 7 s with a 1 s cross-fade (spec 000 §9). */
export const LUX_TESTIMONIAL_MS = 7000;
export const LUX_TESTIMONIAL_FADE_MS = 1000;

const Testimonial = ({ item }: { item: LuxTestimonial }) => (
  <Figure>
    <Portrait
      src={luxPicture(item.picture.id)}
      alt={item.picture.alt}
      width={item.picture.width}
      height={item.picture.height}
    />
    <Quote>
      <p>{item.quote}</p>
    </Quote>
    <Caption>
      <strong>{item.name}</strong>, {item.occupation}
    </Caption>
  </Figure>
);

/** Written testimonials from Lux clients and 'Book a Stylist'. */
export const LuxTestimonials = () => (
  <MarketingSection aria-labelledby="lux-testimonials-title">
    <SectionInner>
      <SectionHeader>
        <Eyebrow>In their words</Eyebrow>
        <SectionTitle id="lux-testimonials-title">Loved by Lux Clients</SectionTitle>
      </SectionHeader>
      <Slides
        label="Lux client testimonials"
        items={LUX_TESTIMONIALS}
        getKey={(item) => item.name}
        renderItem={(item) => <Testimonial item={item} />}
        transition="fade"
        fadeMs={LUX_TESTIMONIAL_FADE_MS}
        autoplayMs={LUX_TESTIMONIAL_MS}
      />
      <Action>
        <StartStylingButton element="lux book a stylist" variant="lux" size="lg">
          Book a Stylist
        </StartStylingButton>
      </Action>
    </SectionInner>
  </MarketingSection>
);

const Slides = styled(Carousel<LuxTestimonial>)`
  width: 100%;
  max-width: 60rem;
  margin: 0 auto;
`;

const Figure = styled.figure`
  display: grid;
  grid-template-areas: 'portrait' 'quote' 'caption';
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xxl}`};
  text-align: center;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-areas: 'portrait quote' 'portrait caption';
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-rows: 1fr 1fr;
    justify-items: start;
    gap: ${({ theme }) => `${theme.space.md} ${theme.space.xxl}`};
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xxxl}`};
    text-align: left;
  }
`;

const Portrait = styled(MarketingImage)`
  grid-area: portrait;
  align-self: center;
  width: 8rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 3px solid ${({ theme }) => theme.colors.lux};

  ${({ theme }) => theme.media.aboveMobile} {
    width: 12rem;
  }
`;

const Quote = styled.blockquote`
  grid-area: quote;
  align-self: end;
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p::before {
    content: '“';
    color: ${({ theme }) => theme.colors.luxDark};
  }

  p::after {
    content: '”';
    color: ${({ theme }) => theme.colors.luxDark};
  }
`;

const Caption = styled.figcaption`
  grid-area: caption;
  align-self: start;
  color: ${({ theme }) => theme.colors.inkMuted};

  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Action = styled.div`
  display: flex;
  justify-content: center;
`;
