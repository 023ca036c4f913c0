import { describe, expect, it } from 'vitest';
import { HEAD_ONLY_PATHS, PRERENDERED_PATHS, renderPage } from './renderPage';

const headingOf = (markup: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(markup)?.[1];

describe('the build-time prerender of the front-door pages', () => {
  it.each([
    ['/', '#1 App for Personalized Luxury Styling'],
    ['/pricing', 'Find Your Perfect Plan'],
    ['/how-it-works', 'How It Works'],
    ['/our-story', 'Our Story'],
  ])("renders %s's first screen with its heading", async (path, heading) => {
    const { markup } = await renderPage(path);
    expect(headingOf(markup)).toContain(heading);
  });

  it('renders every front-door page inside the shell, as a visitor sees it', async () => {
    for (const path of PRERENDERED_PATHS) {
      const { markup, styles } = await renderPage(path);
      expect(markup).toMatch(/^<div/);
      expect(markup).toContain('<header');
      expect(markup).toContain('<main');
      expect(markup).toContain('Sign In');
      expect(markup).not.toContain('Sign Out');
      expect(styles).toContain('data-styled="true"');
      // Nothing left for the browser to render on its own (a Suspense boundary that suspended).
      expect(markup).not.toContain('<!--$!-->');
      expect(markup).not.toContain('<!--$?-->');
    }
  });

  it.each([
    ['/', ['id="faq-title"', '$130', 'Hear It From Our Clients', '#LookwrightStyle']],
    ['/pricing', ['See Why People Love', 'All Plans Include', 'id="faq-title"']],
    ['/lux', ['The Styling Process', 'A Gift From Us', 'What Lux is Good For']],
    ['/wedding', ['Wedding FAQ', '$60']],
    ['/how-it-works', ['Visit our Help Center', 'See Why People Love']],
  ])('renders the whole of %s, below the fold included', async (path, texts) => {
    const { markup } = await renderPage(path);
    for (const text of texts) expect(markup).toContain(text);
  });

  it('renders the profile as a shell (header and skeleton) and the quiz at its first step', async () => {
    const profile = await renderPage('/stylist/:id/profile');
    expect(profile.markup).toContain('<header');
    expect(profile.markup).not.toContain(':id');
    expect(profile.head?.title).toBe('Stylist Profile | Lookwright');
    const quiz = await renderPage('/onboarding');
    expect(quiz.markup).toContain('what are you looking for?');
  });

  it("keeps, in the profile, look and item shells, one slot for the page's picture", async () => {
    // The server draws the page's largest picture there (server/src/http/pagePicture.ts).
    for (const path of ['/stylist/:id/profile', '/outfit/:collectionId', '/item/:itemId']) {
      const { markup } = await renderPage(path);
      const main = markup.slice(markup.indexOf('<main'), markup.indexOf('</main>'));
      expect(main.match(/ data-page-picture=""/g), path).toHaveLength(1);
      expect(main, path).toMatch(/<div [^>]*data-page-picture=""[^>]*><span [^>]*><\/span><\/div>/);
    }
  });

  it('renders the feed for both kinds of device, and the look pages as shells', async () => {
    const feed = await renderPage('/feed');
    expect(headingOf(feed.markup)).toContain('Looks from our stylists');
    expect(feed.markup).toContain('data-narrow-only');
    expect(feed.markup).toContain('Create an account');
    expect(feed.markup).toContain('data-wide-only');
    expect(feed.markup).toContain('data-testid="skeleton-grid"');
    const menswear = await renderPage('/feed/menswear');
    expect(menswear.head?.title).toBe('Menswear Looks | Lookwright');
    expect(menswear.markup).toMatch(/aria-current="page"[^>]*>Menswear</);
    for (const path of ['/outfit/:collectionId', '/item/:itemId', '/item-legacy/:itemId']) {
      const shell = await renderPage(path);
      expect(shell.markup).toContain('<main');
      expect(shell.markup).not.toContain(path.split('/:')[1]);
    }
  });

  it('puts resource hints with the styles, not in the markup', async () => {
    const { markup, styles } = await renderPage('/');
    expect(markup).not.toContain('<link');
    expect(styles).toMatch(/^<link rel="preload" as="image" href="\/media\/marketing\/hero.svg"/);
  });

  it('names no API call among any page’s hints or in its markup: a preload sends no header', async () => {
    for (const path of PRERENDERED_PATHS) {
      const { markup, styles } = await renderPage(path);
      const links = `${styles}${markup}`.match(/<link\b[^>]*>/g) ?? [];
      for (const link of links) {
        expect(link, path).not.toMatch(/as="fetch"/);
        expect(link, path).not.toMatch(/href="[^"]*\/(gateway|api)\//);
      }
    }
  });

  it('gives every public page its own title and description, the pages not prerendered too', async () => {
    const heads = new Map<string, string>();
    for (const path of [...PRERENDERED_PATHS, ...HEAD_ONLY_PATHS]) {
      if (path.includes('/:') && path !== '/stylist/:id/profile') continue;
      const { head } = await renderPage(path);
      expect(head?.title, path).toMatch(/Lookwright/);
      expect(head?.description.length, path).toBeGreaterThan(40);
      heads.set(path, head!.title);
    }
    expect(new Set(heads.values()).size).toBe(heads.size);
    expect((await renderPage('/wedding')).head?.title).toBe('Wedding Styling | Lookwright');
    expect((await renderPage('/gifts')).head?.title).toBe('Give the Gift of Style | Lookwright');
    expect((await renderPage('/terms')).head?.description).toMatch(/^The terms of service/);
    expect(HEAD_ONLY_PATHS).toEqual(expect.arrayContaining(['/terms', '/privacy', '/blog']));
  });
});
