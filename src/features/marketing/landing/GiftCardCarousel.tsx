import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { Carousel } from '@/ui/Carousel';
import { MarketingImage } from '@/ui/MarketingImage';
import { Eyebrow, Lead, MarketingSection, SectionTitle } from '@/ui/MarketingSection';
import { GIFT_SLIDES, marketingArt } from './landingContent';
import { ShowcaseCopy, ShowcaseLayout } from './ShowcaseLayout';

/** Spec 000 §9: the landing gift-card carousel turns every 3000 ms. */
export const GIFT_CAROUSEL_MS = 3000;

/** Gift cards: four recipients rotating every 3 s, and the way to buy one. */
export const GiftCardCarousel = () => (
  <MarketingSection aria-labelledby="gift-title">
    <ShowcaseLayout $columns="1fr 1fr">
      <ShowcaseCopy>
        <Eyebrow>Gift cards</Eyebrow>
        <SectionTitle id="gift-title">Give the Gift of Style</SectionTitle>
        <Lead>A styling session with a real stylist, delivered by e-mail in minutes.</Lead>
        <ButtonLink to="/gift-cards" size="lg">
          Buy Gift Card
        </ButtonLink>
      </ShowcaseCopy>
      <Carousel
        label="Gift cards"
        items={GIFT_SLIDES}
        getKey={(slide) => slide.id}
        autoplayMs={GIFT_CAROUSEL_MS}
        transition="fade"
        fadeMs={600}
        showArrows={false}
        renderItem={(slide) => (
          <Slide>
            <MarketingImage src={marketingArt(slide.id)} alt="" width={800} height={500} />
            <Recipient>{slide.recipient}</Recipient>
          </Slide>
        )}
      />
    </ShowcaseLayout>
  </MarketingSection>
);

const Slide = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  img {
    display: block;
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

const Recipient = styled.figcaption`
  min-height: 3em;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
  text-align: center;
`;
