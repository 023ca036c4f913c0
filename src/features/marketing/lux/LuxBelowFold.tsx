import { Faq } from '../components/Faq';
import { LuxHighlights } from './LuxHighlights';
import { LuxLifeStages } from './LuxLifeStages';
import { LuxProcess } from './LuxProcess';
import { LuxTestimonials } from './LuxTestimonials';
import { RenderWhenNear } from '@/ui/RenderWhenNear';

/** Everything on /lux under the journey, loaded as the shopper scrolls near it. */
export const LuxBelowFold = () => (
  <>
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
  </>
);
