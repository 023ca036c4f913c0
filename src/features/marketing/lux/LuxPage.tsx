import { PageTitle } from '@/ui/PageTitle';
import { Faq } from '../components/Faq';
import { LuxHero } from './LuxHero';
import { LuxHighlights } from './LuxHighlights';
import { LuxJourney } from './LuxJourney';
import { LuxLifeStages } from './LuxLifeStages';
import { LuxProcess } from './LuxProcess';
import { LuxStickyBar } from './LuxStickyBar';
import { LuxTestimonials } from './LuxTestimonials';
import { usePageViewOnce } from './usePageViewOnce';
import { RenderWhenNear } from '@/ui/RenderWhenNear';

/** /lux (spec 000 §2 "Plan pages"): the premium plan, its sections in the spec's order. */
export const LuxPage = () => {
  usePageViewOnce('lux');
  return (
    <>
      <PageTitle title="The LUX Experience" />
      <LuxHero />
      <LuxJourney />
      <RenderWhenNear>
        <LuxProcess />
      </RenderWhenNear>
      <RenderWhenNear>
        <LuxHighlights />
      </RenderWhenNear>
      <RenderWhenNear>
        <LuxTestimonials />
      </RenderWhenNear>
      <RenderWhenNear>
        <LuxLifeStages />
      </RenderWhenNear>
      <RenderWhenNear>
        <Faq />
      </RenderWhenNear>
      <LuxStickyBar />
    </>
  );
};
