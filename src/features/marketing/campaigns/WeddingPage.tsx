import { env } from '@/config/env';
import { PageTitle } from '@/ui/PageTitle';
import { Faq } from '../components/Faq';
import { LatestReviewsCarousel } from '../reviews/LatestReviewsCarousel';
import { WeddingDescription } from './WeddingDescription';
import { WeddingHero } from './WeddingHero';
import { WeddingPricing } from './WeddingPricing';
import { WeddingSteps } from './WeddingSteps';
import { WeddingStylists } from './WeddingStylists';
import { WEDDING_FAQ } from './weddingContent';
import { RenderWhenNear } from '@/ui/RenderWhenNear';

/**
 * /wedding: the page-type campaign (spec 000 §2). Every start button carries the 'wedding'
 * marker into the quiz (visitor) or the stylist search (signed in), or opens a stylist's profile.
 */
export const WeddingPage = () => (
  <>
    <PageTitle title="Wedding Styling" />
    <WeddingHero />
    <WeddingDescription />
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
