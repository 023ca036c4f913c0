import { OffscreenSection } from '@/ui/OffscreenSection';
import { GiftNotes } from './GiftNotes';
import { RedeemSteps } from './RedeemSteps';

/** /gift-cards under the offer: how redeeming works and the rules, drawn as the shopper nears. */
export const GiftCardsBelowFold = () => (
  <>
    <OffscreenSection estimatedHeight="560px">
      <RedeemSteps headingId="gift-cards-redeem-title" />
    </OffscreenSection>
    <OffscreenSection estimatedHeight="720px">
      <GiftNotes headingId="gift-cards-notes-title" />
    </OffscreenSection>
  </>
);
