import { env } from '@/config/env';
import { HowItWorksCallToAction } from './HowItWorksCallToAction';
import { LatestReviewsCarousel } from '../reviews/LatestReviewsCarousel';
import { OffscreenSection } from '@/ui/OffscreenSection';

/** The call to action and reviews of /how-it-works, drawn as the shopper scrolls near them. */
export const HowItWorksBelowFold = () => (
  <>
    <OffscreenSection>
      <HowItWorksCallToAction />
    </OffscreenSection>
    <OffscreenSection>
      <LatestReviewsCarousel
        title={`See Why People Love ${env.productName}`}
        headingId="how-it-works-reviews-title"
      />
    </OffscreenSection>
  </>
);
