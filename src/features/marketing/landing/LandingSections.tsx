import { Faq } from '../components/Faq';
import { ClientsMarquee } from './ClientsMarquee';
import { FeaturedStylists } from './FeaturedStylists';
import { FounderShowcase } from './FounderShowcase';
import { GiftCardCarousel } from './GiftCardCarousel';
import { HowItWorksTeaser } from './HowItWorksTeaser';
import { PlansSection } from './PlansSection';
import { StyleBoardCarousel } from './StyleBoardCarousel';
import { VideoTestimonials } from './VideoTestimonials';
import { RenderWhenNear } from '@/ui/RenderWhenNear';

/** Everything below the first screen, in the spec's order; its own chunk, loaded after the hero. */
export const LandingSections = () => (
  <>
    <FeaturedStylists />
    <FounderShowcase />
    <GiftCardCarousel />
    <HowItWorksTeaser />
    <RenderWhenNear>
      <PlansSection />
    </RenderWhenNear>
    <RenderWhenNear>
      <StyleBoardCarousel />
    </RenderWhenNear>
    <RenderWhenNear>
      <VideoTestimonials />
    </RenderWhenNear>
    <RenderWhenNear>
      <ClientsMarquee />
    </RenderWhenNear>
    <RenderWhenNear>
      <Faq />
    </RenderWhenNear>
  </>
);
