import { Faq } from '../components/Faq';
import { ClientsMarquee } from './ClientsMarquee';
import { FeaturedStylists } from './FeaturedStylists';
import { FounderShowcase } from './FounderShowcase';
import { GiftCardCarousel } from './GiftCardCarousel';
import { HowItWorksTeaser } from './HowItWorksTeaser';
import { PlansSection } from './PlansSection';
import { StyleBoardCarousel } from './StyleBoardCarousel';
import { VideoTestimonials } from './VideoTestimonials';
import { OffscreenSection } from '@/ui/OffscreenSection';

/**
 * Everything below the first screen, in the spec's order: in the document from the first load,
 * each section drawn by the browser as the shopper scrolls near it.
 */
export const LandingSections = () => (
  <>
    <OffscreenSection>
      <FeaturedStylists />
    </OffscreenSection>
    <OffscreenSection>
      <FounderShowcase />
    </OffscreenSection>
    <OffscreenSection>
      <GiftCardCarousel />
    </OffscreenSection>
    <OffscreenSection>
      <HowItWorksTeaser />
    </OffscreenSection>
    <OffscreenSection>
      <PlansSection />
    </OffscreenSection>
    <OffscreenSection>
      <StyleBoardCarousel />
    </OffscreenSection>
    <OffscreenSection>
      <VideoTestimonials />
    </OffscreenSection>
    <OffscreenSection>
      <ClientsMarquee />
    </OffscreenSection>
    <OffscreenSection>
      <Faq />
    </OffscreenSection>
  </>
);
