import { Faq } from '../components/Faq';
import { LuxHighlights } from './LuxHighlights';
import { LuxLifeStages } from './LuxLifeStages';
import { LuxProcess } from './LuxProcess';
import { LuxTestimonials } from './LuxTestimonials';
import { OffscreenSection } from '@/ui/OffscreenSection';

/** Everything on /lux under the journey, drawn as the shopper scrolls near it. */
export const LuxBelowFold = () => (
  <>
    <OffscreenSection>
      <LuxProcess />
    </OffscreenSection>
    <OffscreenSection>
      <LuxHighlights />
    </OffscreenSection>
    <OffscreenSection>
      <LuxTestimonials />
    </OffscreenSection>
    <OffscreenSection>
      <LuxLifeStages />
    </OffscreenSection>
    <OffscreenSection>
      <Faq />
    </OffscreenSection>
  </>
);
