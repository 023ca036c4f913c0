import { HowItWorksSteps } from '@/blocks/marketing/HowItWorksSteps';
import { OffscreenSection } from '@/ui/OffscreenSection';
import { GiftBenefits } from './GiftBenefits';
import { GiftPricing } from './GiftPricing';
import { GiftShoppingTeaser } from './GiftShoppingTeaser';
import { GiftSlideshow } from './GiftSlideshow';
import { GIFT_STEPS } from './giftsContent';

/**
 * Everything on /gifts under the hero, in the spec's order (pricing table, slideshow, benefits,
 * how-it-works steps), then gift shopping: in the document from the first load, each section
 * drawn by the browser as the shopper nears it.
 */
export const GiftsBelowFold = () => (
  <>
    <OffscreenSection estimatedHeight="900px">
      <GiftPricing
        page="gifts"
        title="Choose Their Gift"
        lead="A one-time styling session of the plan you pick, sent by e-mail with your message."
      />
    </OffscreenSection>
    <OffscreenSection estimatedHeight="760px">
      <GiftSlideshow />
    </OffscreenSection>
    <OffscreenSection>
      <GiftBenefits />
    </OffscreenSection>
    <OffscreenSection estimatedHeight="420px">
      <HowItWorksSteps
        title="How Gifting Works"
        steps={GIFT_STEPS}
        headingId="gift-steps-title"
        id="how-gifting-works"
      />
    </OffscreenSection>
    <OffscreenSection estimatedHeight="360px">
      <GiftShoppingTeaser />
    </OffscreenSection>
  </>
);
