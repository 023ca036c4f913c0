import { env } from '@/config/env';
import { Faq } from '../components/Faq';
import { LatestReviewsCarousel } from '../reviews/LatestReviewsCarousel';
import { RenderWhenNear } from '@/ui/RenderWhenNear';
import { WEDDING_FAQ } from './weddingContent';
import { WeddingPricing } from './WeddingPricing';
import { WeddingSteps } from './WeddingSteps';
import { WeddingStylists } from './WeddingStylists';

/** Everything on /wedding under the description, loaded as the shopper scrolls near it. */
export const WeddingBelowFold = () => (
  <>
    <RenderWhenNear>
      <WeddingSteps />
    </RenderWhenNear>
    <RenderWhenNear>
      <WeddingPricing />
    </RenderWhenNear>
    <RenderWhenNear>
      <WeddingStylists />
    </RenderWhenNear>
    <RenderWhenNear>
      <LatestReviewsCarousel
        title={`Why Couples and Guests Love ${env.productName}`}
        headingId="wedding-reviews-title"
      />
    </RenderWhenNear>
    <RenderWhenNear>
      <Faq items={WEDDING_FAQ} title="Wedding FAQ" headingId="wedding-faq-title" />
    </RenderWhenNear>
  </>
);
