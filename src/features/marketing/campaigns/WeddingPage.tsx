import { PageTitle } from '@/ui/PageTitle';
import { WeddingDescription } from './WeddingDescription';
import { WeddingHero } from './WeddingHero';
import { lazySection } from '@/ui/lazySection';

/** The page below its first screen (own chunk; tests preload it). */
export const BelowFold = lazySection(() =>
  import('./WeddingBelowFold').then((m) => m.WeddingBelowFold),
);

/**
 * /wedding: the page-type campaign (spec 000 §2). Every start button carries the 'wedding'
 * marker into the quiz (visitor) or the stylist search (signed in), or opens a stylist's profile.
 */
export const WeddingPage = () => (
  <>
    <PageTitle title="Wedding Styling" />
    <WeddingHero />
    <WeddingDescription />
    <BelowFold />
  </>
);
