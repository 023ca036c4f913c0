import { PLANS } from '@shared/plans';
import { formatMoney } from '@/lib/money';
import { deferredSection } from '@/ui/deferredSection';
import { PageHead } from '@/ui/PageHead';
import { SplitHero } from '@/blocks/marketing/SplitHero';
import { GiftHeroActions } from './GiftHeroActions';
import { useGiftPageView } from './giftTracking';
import { GIFT_LEAD, GIFT_TITLE, GIFTS_HERO_PICTURE } from './giftsContent';

/** Everything below the first screen: in the page from the start, its code a moment later. */
const BelowFold = deferredSection(() => import('./GiftsBelowFold').then((m) => m.GiftsBelowFold));

/**
 * /gifts (spec 000 §2 "Gift card pages"): the hero, then the pricing table, the slideshow, the
 * benefits and the how-it-works steps. `giftcards_page_view` once per view.
 */
export const GiftsPage = () => {
  useGiftPageView('gifts');
  return (
    <>
      <PageHead
        title={GIFT_TITLE}
        description="Give a personal styling session as a gift: a real stylist, any brand, any budget. Gift cards from $60, delivered by e-mail with your message."
      />
      <SplitHero
        titleId="gifts-title"
        eyebrow="Gifts"
        title={GIFT_TITLE}
        lead={GIFT_LEAD}
        picture={GIFTS_HERO_PICTURE}
        actions={<GiftHeroActions page="gifts" />}
        note={`From ${formatMoney(PLANS.mini.price)} · Delivered by e-mail · Valid for a year`}
      />
      <BelowFold />
    </>
  );
};
