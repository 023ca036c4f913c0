import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, renderPage } from './renderPage';

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

  it('keeps below-the-fold sections out, and puts resource hints with the styles', async () => {
    const { markup, styles } = await renderPage('/');
    expect(markup).not.toContain('id="faq-title"');
    expect(markup).not.toContain('<link');
    expect(styles).toMatch(/^<link rel="preload" as="image" href="\/media\/marketing\/hero.svg"/);
  });
});
