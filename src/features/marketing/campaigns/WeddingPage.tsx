import { deferredSection } from '@/ui/deferredSection';
import { PageHead } from '@/ui/PageHead';
import { WeddingDescription } from './WeddingDescription';
import { WeddingHero } from './WeddingHero';

/** Everything below the first screen: in the page from the start, its code a moment later. */
const BelowFold = deferredSection(() =>
  import('./WeddingBelowFold').then((m) => m.WeddingBelowFold),
);

/**
 * /wedding: the page-type campaign (spec 000 §2). Every start button carries the 'wedding'
 * marker into the quiz (visitor) or the stylist search (signed in), or opens a stylist's profile.
 */
export const WeddingPage = () => (
  <>
    <PageHead
      title="Wedding Styling"
      description="Looks for the wedding, the rehearsal and every party around it, picked by a personal stylist. From $60."
    />
    <WeddingHero />
    <WeddingDescription />
    <BelowFold />
  </>
);
