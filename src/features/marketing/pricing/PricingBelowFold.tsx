import { env } from '@/config/env';
import { AllPlansInclude } from './AllPlansInclude';
import { ClosetCleanOut } from './ClosetCleanOut';
import { Faq } from '../components/Faq';
import { FreeConsultation } from '@/blocks/marketing/FreeConsultation';
import { HowItWorksSteps } from '@/blocks/marketing/HowItWorksSteps';
import { LatestReviewsCarousel } from '../reviews/LatestReviewsCarousel';
import { OffscreenSection } from '@/ui/OffscreenSection';
import { ShopItBackStrip } from '../shopItBack/ShopItBackStrip';

/** Everything on /pricing under the plans, drawn as the shopper scrolls near it. */
export const PricingBelowFold = () => (
  <>
    <OffscreenSection>
      <LatestReviewsCarousel
        title={`See Why People Love ${env.productName}`}
        headingId="pricing-reviews-title"
      />
    </OffscreenSection>
    <OffscreenSection>
      <HowItWorksSteps headingId="pricing-how-it-works-title" />
    </OffscreenSection>
    <OffscreenSection>
      <AllPlansInclude />
    </OffscreenSection>
    <OffscreenSection>
      <ClosetCleanOut />
    </OffscreenSection>
    <OffscreenSection>
      <ShopItBackStrip />
    </OffscreenSection>
    <OffscreenSection>
      <FreeConsultation />
    </OffscreenSection>
    <OffscreenSection>
      <Faq />
    </OffscreenSection>
  </>
);
