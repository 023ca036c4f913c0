import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { env } from '@/config/env';
import { deferredSection } from '@/ui/deferredSection';
import { PageHead } from '@/ui/PageHead';
import { Hero } from './Hero';
import { HOW_IT_WORKS_ANCHOR } from './landingContent';
import { PressMarquee } from './PressMarquee';
import { scrollToSection } from './scrollToSection';

/** Everything below the first screen: in the page from the start, its code a moment later. */
const BelowFold = deferredSection(() => import('./LandingSections').then((m) => m.LandingSections));

/**
 * The front door (spec 000 §2 "Landing page"): the whole page is in the document from the first
 * load (prerendered); the browser draws the sections below the first screen as the shopper nears
 * them, and their code arrives after the first screen's. The featured stylists are fetched at once.
 */
export const LandingPage = () => {
  const dispatch = useAppDispatch();
  // The featured stylists' request starts with the server-data code, beside the sections' code
  // (the first screen carries neither).
  useEffect(() => {
    void import('./landingApi').then((m) => m.prefetchFeaturedStylists(dispatch));
  }, [dispatch]);

  const showHowItWorks = () => scrollToSection(HOW_IT_WORKS_ANCHOR);

  return (
    <>
      <PageHead
        title={`${env.productName}: personal styling with real stylists`}
        description="Get matched with a professional stylist, book an online styling session and shop looks picked for you. Any brand, any budget, free shipping."
      />
      <Hero onHowItWorks={showHowItWorks} />
      <PressMarquee />
      <BelowFold />
    </>
  );
};
