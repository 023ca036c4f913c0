import { useEffect, useState } from 'react';
import { env } from '@/config/env';
import { lazySection } from '@/ui/lazySection';
import { PageTitle } from '@/ui/PageTitle';
import { Hero } from './Hero';
import { usePrefetchFeaturedStylists } from './landingApi';
import { HOW_IT_WORKS_ANCHOR } from './landingContent';
import { PressMarquee } from './PressMarquee';
import { scrollToSection } from './scrollToSection';

/** The page below the hero and press band (own chunk; tests preload it). */
export const BelowFold = lazySection(() =>
  import('./LandingSections').then((m) => m.LandingSections),
);

/**
 * The front door (spec 000 §2 "Landing page"). The hero and press band ship with this chunk and
 * paint first; everything below is its own chunk, rendered as the shopper scrolls near it. The
 * featured stylists are fetched at once, so they are there when their section is.
 */
export const LandingPage = () => {
  const prefetchStylists = usePrefetchFeaturedStylists();
  const [jumpedToSteps, setJumpedToSteps] = useState(false);
  useEffect(() => prefetchStylists(), [prefetchStylists]);

  const showHowItWorks = () => {
    setJumpedToSteps(true);
    scrollToSection(HOW_IT_WORKS_ANCHOR);
  };

  return (
    <>
      <PageTitle title={`${env.productName}: personal styling with real stylists`} />
      <Hero onHowItWorks={showHowItWorks} />
      <PressMarquee />
      <BelowFold force={jumpedToSteps} />
    </>
  );
};
