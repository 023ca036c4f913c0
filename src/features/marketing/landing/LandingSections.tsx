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

/**
 * Everything below the first screen, in the spec's order: its own chunk, each section rendered as
 * the shopper scrolls near it. `force` renders the sections down to How It Works at once, for
 * the hero's 'How It Works' jump.
 */
export const LandingSections = ({ force = false }: { force?: boolean }) => (
  <>
    <RenderWhenNear force={force}>
      <FeaturedStylists />
    </RenderWhenNear>
    <RenderWhenNear force={force}>
      <FounderShowcase />
    </RenderWhenNear>
    <RenderWhenNear force={force}>
      <GiftCardCarousel />
    </RenderWhenNear>
    <RenderWhenNear force={force}>
      <HowItWorksTeaser />
    </RenderWhenNear>
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
