import { deferredSection } from '@/ui/deferredSection';
import { PageHead } from '@/ui/PageHead';
import { LuxHero } from './LuxHero';
import { LuxJourney } from './LuxJourney';
import { LuxStickyBar } from './LuxStickyBar';
import { useTrackOnce } from '../components/useTrackOnce';

/** Everything below the first screen: in the page from the start, its code a moment later. */
const BelowFold = deferredSection(() => import('./LuxBelowFold').then((m) => m.LuxBelowFold));

/** /lux (spec 000 §2 "Plan pages"): the premium plan, its sections in the spec's order. */
export const LuxPage = () => {
  useTrackOnce('page_view', 'lux');
  return (
    <>
      <PageHead
        title="The LUX Experience"
        description="Lux personal styling: up to 8 style boards, an intro call, seasonal capsules and a month of chat with your stylist."
      />
      <LuxHero />
      <LuxJourney />
      <BelowFold />
      <LuxStickyBar />
    </>
  );
};
