import { describe, expect, it } from 'vitest';
import { preloadTags } from './routePreloads';

const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_section.js': { file: 'assets/Section-c.js', imports: ['_react.js'] },
  'src/features/marketing/landing/LandingPage.tsx': {
    file: 'assets/LandingPage-d.js',
    imports: ['_react.js', '_section.js'],
  },
  'src/features/marketing/pricing/PricingPage.tsx': {
    file: 'assets/PricingPage-e.js',
    imports: ['_section.js'],
  },
};

describe('route preload hints', () => {
  it("names the landing page's chunks the entry does not already load, and the hero picture", () => {
    const tags = preloadTags(manifest, '/');
    expect(tags).toContain(
      '<link rel="preload" as="image" href="/media/marketing/hero.svg" fetchpriority="high">',
    );
    expect(tags).toContain('href="/app/assets/LandingPage-d.js"');
    expect(tags).toContain('href="/app/assets/Section-c.js"');
    expect(tags).not.toContain('react-b.js');
  });

  it('gives other front-door pages their own chunks', () => {
    const tags = preloadTags(manifest, '/pricing');
    expect(tags).toContain('PricingPage-e.js');
    expect(tags).not.toContain('LandingPage');
  });

  it('adds nothing for routes without hints, or without a manifest beyond the pictures', () => {
    expect(preloadTags(manifest, '/stylistSearch')).toBe('');
    expect(preloadTags(null, '/pricing')).toBe('');
    expect(preloadTags(null, '/')).toContain('hero.svg');
  });
});
