import { PLANS } from '@shared/plans';
import { formatMoney } from '@/lib/money';
import { SplitHero } from '@/blocks/marketing/SplitHero';
import { LuxGold } from '@/blocks/marketing/LuxGold';
import { StartStylingButton } from '../components/StartStylingButton';
import { LUX_HERO, luxPicture } from './luxContent';

/** 'The LUX Experience': the page's title, the price and Get Started, beside the hero picture. */
export const LuxHero = () => (
  <SplitHero
    titleId="lux-title"
    tone="dark"
    pictureWidth="wide"
    eyebrow={`The ${PLANS.lux.title} plan · ${formatMoney(PLANS.lux.price)}`}
    title={
      <>
        The <LuxGold>LUX</LuxGold> Experience
      </>
    }
    lead="Our most personal styling: a dedicated stylist for a whole month, calls face to face, two seasonal capsules and a closet that finally works for your life."
    picture={{ ...LUX_HERO, src: luxPicture(LUX_HERO.id) }}
    actions={
      <StartStylingButton element="lux get started" variant="lux" size="lg">
        Get Started
      </StartStylingButton>
    }
    note="One-time booking · exclusive bag included"
  />
);
