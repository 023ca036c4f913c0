import { PLANS } from '@shared/plans';
import { formatMoney } from '@/lib/money';
import { deferredSection } from '@/ui/deferredSection';
import { PageHead } from '@/ui/PageHead';
import { SplitHero } from '@/blocks/marketing/SplitHero';
import { LuxGold } from '@/blocks/marketing/LuxGold';
import { BuyGiftLink } from './BuyGiftLink';
import { useGiftPageView } from './giftTracking';
import { giftCardArt } from './giftsContent';

/** Everything below the first screen: in the page from the start, its code a moment later. */
const BelowFold = deferredSection(() =>
  import('./LuxGiftBelowFold').then((m) => m.LuxGiftBelowFold),
);

const lux = PLANS.lux;

/**
 * /gift-cards/lux (spec 000 §2): the LUX experience as a gift, what it includes, the month it
 * gives, and how it is redeemed. Every Buy leads to the choose page with plan lux.
 */
export const LuxGiftPage = () => {
  useGiftPageView('gift-cards-lux');
  return (
    <>
      <PageHead
        title="The Lux Gift Card"
        description="Give the LUX experience: a month with a dedicated stylist, an intro call, up to 8 style boards, two seasonal capsules and an exclusive bag. Delivered by e-mail."
      />
      <SplitHero
        tone="dark"
        titleId="lux-gift-title"
        eyebrow={`The ${lux.title} gift card · ${formatMoney(lux.price)}`}
        title={
          <>
            The <LuxGold>LUX</LuxGold> Experience, as a Gift
          </>
        }
        lead="Our most personal styling for someone you love: a dedicated stylist for a whole month, calls face to face, two seasonal capsules and a closet that finally works for their life."
        picture={giftCardArt('lux', 'A black Lux gift card tied with a gold ribbon')}
        actions={
          <BuyGiftLink plan="lux" page="gift-cards-lux" element="hero" variant="lux" size="lg">
            Buy the Lux Gift Card
          </BuyGiftLink>
        }
        note="A one-time Lux session · Delivered by e-mail · Valid for a year"
      />
      <BelowFold />
    </>
  );
};
