import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { deferredSectionsArrived } from '@/ui/deferredSection';
import { GiftCardsPage } from './GiftCardsPage';
import { GiftsPage } from './GiftsPage';
import { LuxGiftPage } from './LuxGiftPage';

/**
 * As the build-time prerender will render them (src/prerender/renderPage.tsx): to HTML in one
 * pass, every section below the fold included and no Suspense boundary left for the browser.
 */
describe('the gift pages as HTML', () => {
  it.each<[string, ComponentType, string[]]>([
    [
      '/gifts',
      GiftsPage,
      ['Choose Their Gift', 'A Gift for Everyone on Your List', 'How Gifting Works', '$550'],
    ],
    ['/gift-cards', GiftCardsPage, ['Pick Their Plan', 'How Redeeming Works', 'Good to Know']],
    ['/gift-cards/lux', LuxGiftPage, ['Everything in the Gift', 'Ready to Give Lux?']],
  ])('renders the whole of %s', async (path, Page, texts) => {
    await deferredSectionsArrived();
    const markup = renderToString(
      <AppProviders store={makeStore()}>
        <StaticRouter location={path}>
          <Page />
        </StaticRouter>
      </AppProviders>,
    );
    for (const text of texts) expect(markup).toContain(text);
    expect(markup).not.toContain('<!--$!-->');
    expect(markup).not.toContain('<!--$?-->');
  });
});
