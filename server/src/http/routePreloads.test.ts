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
  '_looks.js': { file: 'assets/looks-f.js', imports: ['_react.js'] },
  'src/features/looks/feed/FeedPage.tsx': { file: 'assets/FeedPage-g.js', imports: ['_looks.js'] },
  'src/features/looks/outfit/OutfitPage.tsx': {
    file: 'assets/OutfitPage-h.js',
    imports: ['_looks.js'],
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

  it.each(['/feed', '/feed/', '/feed/womenswear', '/feed/menswear'])(
    'gives %s the feed page’s chunks',
    (path) => {
      const tags = preloadTags(manifest, path);
      expect(tags).toContain(
        '<link rel="modulepreload" crossorigin href="/app/assets/FeedPage-g.js">',
      );
      expect(tags).toContain('href="/app/assets/looks-f.js"');
      expect(tags).not.toContain('react-b.js');
      expect(tags).not.toContain('as="image"');
    },
  );

  it('gives a look’s page its chunks; not the feed’s other paths', () => {
    const tags = preloadTags(manifest, '/outfit/0b6c1a52-2f1e-4c57-9d8e-3b1a2c4d5e6f');
    expect(tags).toContain('OutfitPage-h.js');
    expect(tags).not.toContain('FeedPage');
    expect(preloadTags(manifest, '/feed/kidswear')).toBe('');
    expect(preloadTags(manifest, '/outfit/a/b')).toBe('');
  });

  it('skips a page the manifest does not have (the item page, not built yet)', () => {
    expect(preloadTags(manifest, '/item/0b6c1a52-2f1e-4c57-9d8e-3b1a2c4d5e6f')).toBe('');
    expect(preloadTags(manifest, '/item-legacy/0b6c1a52-2f1e-4c57-9d8e-3b1a2c4d5e6f')).toBe('');
    const withItem = {
      ...manifest,
      'src/features/looks/item/ItemPage.tsx': { file: 'assets/ItemPage-i.js' },
    };
    for (const path of ['/item/abc', '/item-legacy/abc'])
      expect(preloadTags(withItem, path)).toBe(
        '<link rel="modulepreload" crossorigin href="/app/assets/ItemPage-i.js">',
      );
  });

  it('adds nothing for routes without hints, or without a manifest beyond the pictures', () => {
    expect(preloadTags(manifest, '/stylistSearch')).toBe('');
    expect(preloadTags(null, '/pricing')).toBe('');
    expect(preloadTags(null, '/')).toContain('hero.svg');
  });
});
