import { PageTitle } from '@/ui/PageTitle';
import { LuxHero } from './LuxHero';
import { LuxJourney } from './LuxJourney';
import { LuxStickyBar } from './LuxStickyBar';
import { useTrackOnce } from '../components/useTrackOnce';
import { lazySection } from '@/ui/lazySection';

/** The page below its first screen (own chunk; tests preload it). */
export const BelowFold = lazySection(() => import('./LuxBelowFold').then((m) => m.LuxBelowFold));

/** /lux (spec 000 §2 "Plan pages"): the premium plan, its sections in the spec's order. */
export const LuxPage = () => {
  useTrackOnce('page_view', 'lux');
  return (
    <>
      <PageTitle title="The LUX Experience" />
      <LuxHero />
      <LuxJourney />
      <BelowFold />
      <LuxStickyBar />
    </>
  );
};
