import { env } from '@/config/env';
import { AllPlansInclude } from './AllPlansInclude';
import { Faq } from '../components/Faq';
import { FreeConsultation } from '../components/FreeConsultation';
import { HowItWorksSteps } from '@/ui/HowItWorksSteps';
import { LatestReviewsCarousel } from '../reviews/LatestReviewsCarousel';
import { RenderWhenNear } from '@/ui/RenderWhenNear';
import { ShopItBackStrip } from '../shopItBack/ShopItBackStrip';

/** Everything on /pricing under the plans, loaded as the shopper scrolls near it. */
export const PricingBelowFold = () => (
  <>
    <RenderWhenNear>
      <LatestReviewsCarousel
        title={`See Why People Love ${env.productName}`}
        headingId="pricing-reviews-title"
      />
    </RenderWhenNear>
    <RenderWhenNear>
      <HowItWorksSteps headingId="pricing-how-it-works-title" />
    </RenderWhenNear>
    <RenderWhenNear>
      <AllPlansInclude />
    </RenderWhenNear>
    <RenderWhenNear>
      <ShopItBackStrip />
    </RenderWhenNear>
    <RenderWhenNear>
      <FreeConsultation />
    </RenderWhenNear>
    <RenderWhenNear>
      <Faq />
    </RenderWhenNear>
  </>
);
