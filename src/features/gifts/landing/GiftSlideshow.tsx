import styled from 'styled-components';
import { Carousel } from '@/ui/Carousel';
import { MarketingImage } from '@/ui/MarketingImage';
import {
  Lead,
  MarketingSection,
  SectionHeader,
  SectionInner,
  SectionTitle,
} from '@/ui/MarketingSection';
import { GIFT_SLIDES, GIFT_SLIDESHOW_MS, giftCardArt } from './giftsContent';

/**
 * Who a styling session suits, one recipient at a time: it advances every 3.5 s (spec 000 §9),
 * pauses on hover, focus and its Pause control, and stays still for reduced motion.
 */
export const GiftSlideshow = () => (
  <MarketingSection tone="surface" aria-labelledby="gift-slideshow-title">
    <SectionInner>
      <SectionHeader>
        <SectionTitle id="gift-slideshow-title">A Gift for Everyone on Your List</SectionTitle>
        <Lead>Whoever they are and whatever they wear, a stylist makes it theirs.</Lead>
      </SectionHeader>
      <Frame>
        <Carousel
          label="Gift ideas"
          items={GIFT_SLIDES}
          getKey={(slide) => slide.id}
          autoplayMs={GIFT_SLIDESHOW_MS}
          transition="fade"
          fadeMs={600}
          renderItem={(slide) => (
            <Slide>
              <MarketingImage {...giftCardArt(slide.id)} sizes="(min-width: 769px) 560px, 100vw" />
              <Caption>
                <Recipient>{slide.recipient}</Recipient>
                <span>{slide.note}</span>
              </Caption>
            </Slide>
          )}
        />
      </Frame>
    </SectionInner>
  </MarketingSection>
);

const Frame = styled.div`
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
`;

const Slide = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.xxl};

  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

const Caption = styled.figcaption`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 5.5em;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Recipient = styled.strong`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.ink};
`;
