import { lazy, Suspense, useEffect } from 'react';
import styled from 'styled-components';
import { env } from '@/config/env';
import { PageTitle } from '@/ui/PageTitle';
import { Hero } from './Hero';
import { usePrefetchFeaturedStylists } from './landingApi';
import { HOW_IT_WORKS_ANCHOR } from './landingContent';
import { PressMarquee } from './PressMarquee';
import { scrollToSection } from './scrollToSection';

const LandingSections = lazy(() =>
  import('./LandingSections').then((m) => ({ default: m.LandingSections })),
);

/**
 * The front door (spec 000 §2 "Landing page"). The hero and press band ship with this chunk;
 * everything below loads as its own chunk right after, while the featured stylists are fetched.
 */
export const LandingPage = () => {
  const prefetchStylists = usePrefetchFeaturedStylists();
  useEffect(() => prefetchStylists(), [prefetchStylists]);

  return (
    <>
      <PageTitle title={`${env.productName}: personal styling with real stylists`} />
      <Hero onHowItWorks={() => scrollToSection(HOW_IT_WORKS_ANCHOR)} />
      <PressMarquee />
      <Suspense fallback={<BelowFoldPlaceholder />}>
        <LandingSections />
      </Suspense>
    </>
  );
};

const BelowFoldPlaceholder = styled.div`
  min-height: 100vh;
`;
