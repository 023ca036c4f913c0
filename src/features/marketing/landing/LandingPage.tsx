import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { env } from '@/config/env';
import { PageTitle } from '@/ui/PageTitle';
import { Hero } from './Hero';
import { usePrefetchFeaturedStylists } from './landingApi';
import { HOW_IT_WORKS_ANCHOR } from './landingContent';
import { PressMarquee } from './PressMarquee';
import { scrollToSection } from './scrollToSection';

const loadSections = () => import('./LandingSections');
const LandingSections = lazy(() => loadSections().then((m) => ({ default: m.LandingSections })));

/**
 * The front door (spec 000 §2 "Landing page"). The hero and press band ship with this chunk and
 * paint first; everything below is its own chunk, fetched at once (with the featured stylists)
 * and rendered in a later frame, so it never holds back the hero.
 */
export const LandingPage = () => {
  const prefetchStylists = usePrefetchFeaturedStylists();
  const [showSections, setShowSections] = useState(false);
  useEffect(() => {
    prefetchStylists();
    void loadSections();
    const frame = window.requestAnimationFrame(() => startTransition(() => setShowSections(true)));
    return () => window.cancelAnimationFrame(frame);
  }, [prefetchStylists]);

  return (
    <>
      <PageTitle title={`${env.productName}: personal styling with real stylists`} />
      <Hero onHowItWorks={() => scrollToSection(HOW_IT_WORKS_ANCHOR)} />
      <PressMarquee />
      {showSections ? (
        <Suspense fallback={<BelowFoldPlaceholder />}>
          <LandingSections />
        </Suspense>
      ) : (
        <BelowFoldPlaceholder />
      )}
    </>
  );
};

const BelowFoldPlaceholder = styled.div`
  min-height: 100vh;
`;
