import { OffscreenSection } from '@/ui/OffscreenSection';
import { GiftNotes } from './GiftNotes';
import { LuxGiftClosing } from './LuxGiftClosing';
import { LuxGiftIncludes } from './LuxGiftIncludes';
import { LuxGiftMonth } from './LuxGiftMonth';
import { RedeemSteps } from './RedeemSteps';

/** /gift-cards/lux under the hero, drawn as the shopper nears each section. */
export const LuxGiftBelowFold = () => (
  <>
    <OffscreenSection estimatedHeight="900px">
      <LuxGiftIncludes />
    </OffscreenSection>
    <OffscreenSection estimatedHeight="900px">
      <LuxGiftMonth />
    </OffscreenSection>
    <OffscreenSection estimatedHeight="560px">
      <RedeemSteps headingId="lux-gift-redeem-title" tone="plain" />
    </OffscreenSection>
    <OffscreenSection estimatedHeight="720px">
      <GiftNotes headingId="lux-gift-notes-title" />
    </OffscreenSection>
    <OffscreenSection estimatedHeight="360px">
      <LuxGiftClosing />
    </OffscreenSection>
  </>
);
