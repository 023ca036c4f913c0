import { env } from '@/config/env';
import { HowItWorksCallToAction } from './HowItWorksCallToAction';
import { LatestReviewsCarousel } from '../reviews/LatestReviewsCarousel';
import { RenderWhenNear } from '@/ui/RenderWhenNear';

/** The call to action and reviews of /how-it-works, loaded as the shopper scrolls near them. */
export const HowItWorksBelowFold = () => (
  <>
    <RenderWhenNear>
      <HowItWorksCallToAction />
    </RenderWhenNear>
    <RenderWhenNear>
      <LatestReviewsCarousel
        title={`See Why People Love ${env.productName}`}
        headingId="how-it-works-reviews-title"
      />
    </RenderWhenNear>
  </>
);
