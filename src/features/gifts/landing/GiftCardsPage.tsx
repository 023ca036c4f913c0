import { PLANS } from '@shared/plans';
import { formatMoney } from '@/lib/money';
import { deferredSection } from '@/ui/deferredSection';
import { OffscreenSection } from '@/ui/OffscreenSection';
import { PageHead } from '@/ui/PageHead';
import { SplitHero } from '@/blocks/marketing/SplitHero';
import { GiftHeroActions } from './GiftHeroActions';
import { GiftPricing } from './GiftPricing';
import { useGiftPageView } from './giftTracking';
import { marketingArt } from './giftsContent';

/** Everything under the offer: in the page from the start, its code a moment later. */
const BelowFold = deferredSection(() =>
  import('./GiftCardsBelowFold').then((m) => m.GiftCardsBelowFold),
);

const HERO_PICTURE = marketingArt(
  'gift-card-2',
  'A red gift card reading GIFT CARD with a gold ribbon bow',
  800,
  500,
);

/**
 * /gift-cards (spec 000 §2 "Gift card pages"): a gift card for each plan, how the recipient
 * redeems it, and the rules. `giftcards_page_view` once per view.
 */
export const GiftCardsPage = () => {
  useGiftPageView('gift-cards');
  return (
    <>
      <PageHead
        title="Gift Cards"
        description="Styling session gift cards for the Mini, Major and Lux plans, from $60. Sent by e-mail with your message, valid for a year, with optional shopping credit."
      />
      <SplitHero
        titleId="gift-cards-title"
        eyebrow="Gift cards"
        title="Gift Cards"
        lead="A styling session as a gift, delivered by e-mail. Pick the plan, add shopping credit if you like, and we send the code with your message."
        picture={HERO_PICTURE}
        actions={<GiftHeroActions page="gift-cards" />}
        note={`${formatMoney(PLANS.mini.price)}, ${formatMoney(PLANS.major.price)} or ${formatMoney(PLANS.lux.price)} · Valid for a year`}
      />
      <OffscreenSection estimatedHeight="1400px">
        <GiftPricing
          page="gift-cards"
          title="Pick Their Plan"
          lead="Each gift card pays for a one-time session of its plan. Add shopping credit when you choose it."
          showArt
        />
      </OffscreenSection>
      <BelowFold />
    </>
  );
};
