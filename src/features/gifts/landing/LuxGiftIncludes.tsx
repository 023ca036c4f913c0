import { PLANS } from '@shared/plans';
import styled from 'styled-components';
import { formatMoney } from '@/lib/money';
import { LuxDotList } from '@/blocks/marketing/LuxDotList';
import { MarketingImage } from '@/ui/MarketingImage';
import { Eyebrow, MarketingSection, SectionInner, SectionTitle } from '@/ui/MarketingSection';
import { BuyGiftLink } from './BuyGiftLink';
import { PriceFigure } from '@/ui/PriceFigure';
import { LUX_GIFT_BAG_PICTURE } from './giftsContent';

const lux = PLANS.lux;

/** What the Lux gift card pays for (`shared/plans.ts`), the bag that comes with it, and a Buy. */
export const LuxGiftIncludes = () => (
  <MarketingSection aria-labelledby="lux-gift-includes-title">
    <Columns>
      <Text>
        <Eyebrow>One Lux session</Eyebrow>
        <SectionTitle id="lux-gift-includes-title">Everything in the Gift</SectionTitle>
        <PriceFigure amount={formatMoney(lux.price)} note="a one-time Lux session" />
        <LuxDotList aria-label="The Lux session includes">
          {lux.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </LuxDotList>
        <BuyGiftLink plan="lux" page="gift-cards-lux" element="includes" variant="lux" />
      </Text>
      <Figure>
        <MarketingImage {...LUX_GIFT_BAG_PICTURE} sizes="(min-width: 769px) 50vw, 100vw" />
        <figcaption>
          And a gift from us: when they book, our exclusive bag is sent to their door.
        </figcaption>
      </Figure>
    </Columns>
  </MarketingSection>
);

const Columns = styled(SectionInner)`
  align-items: center;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
`;

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  figcaption {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-style: italic;
    text-align: center;
  }
`;
