import { env } from '@/config/env';
import { Faq } from '../components/Faq';
import { LatestReviewsCarousel } from '../reviews/LatestReviewsCarousel';
import { OffscreenSection } from '@/ui/OffscreenSection';
import { WEDDING_FAQ } from './weddingContent';
import { WeddingPricing } from './WeddingPricing';
import { WeddingSteps } from './WeddingSteps';
import { WeddingStylists } from './WeddingStylists';

/** Everything on /wedding under the description, drawn as the shopper scrolls near it. */
export const WeddingBelowFold = () => (
  <>
    <OffscreenSection>
      <WeddingSteps />
    </OffscreenSection>
    <OffscreenSection>
      <WeddingPricing />
    </OffscreenSection>
    <OffscreenSection>
      <WeddingStylists />
    </OffscreenSection>
    <OffscreenSection>
      <LatestReviewsCarousel
        title={`Why Couples and Guests Love ${env.productName}`}
        headingId="wedding-reviews-title"
      />
    </OffscreenSection>
    <OffscreenSection>
      <Faq items={WEDDING_FAQ} title="Wedding FAQ" headingId="wedding-faq-title" />
    </OffscreenSection>
  </>
);
