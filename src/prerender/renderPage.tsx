import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from '@/app/App';
import { preloadRoute } from '@/app/routes';
import { makeStore } from '@/app/store';
import { deferredSectionsArrived } from '@/ui/deferredSection';
import { takePrerenderedHead, type PageHeadContent } from '@/ui/PageHead';

/** The pages prerendered at build time: the front door (spec 000 §2), sign-in, the quiz's first step and the profile shell. */
export const PRERENDERED_PATHS = [
  '/',
  '/pricing',
  '/lux',
  '/how-it-works',
  '/wedding',
  '/our-story',
  '/login',
  '/onboarding',
  '/gifts',
  '/gift-cards',
  '/gift-cards/lux',
  // The feed, as it first shows: on a phone a visitor's sign-in prompt, on a wider screen the
  // feed's skeleton (CSS decides until the app knows the device).
  '/feed',
  '/feed/womenswear',
  '/feed/menswear',
  // Shells: the header and the page's skeleton, as a visitor first sees it; the app renders the
  // page over it once its data is here. A path with a parameter serves every value of it.
  '/stylist/:id/profile',
  '/outfit/:collectionId',
  '/item/:itemId',
  '/item-legacy/:itemId',
];

/**
 * Public pages served without prerendered markup whose title and description still go into the
 * HTML the server answers (with their link preview: server/src/http/linkPreview.ts): the build
 * renders them for their head alone.
 */
export const HEAD_ONLY_PATHS = ['/terms', '/privacy', '/blog'];

export type PrerenderedPage = { markup: string; styles: string; head: PageHeadContent | null };

/**
 * A page as a visitor first sees it, rendered to HTML at build time: the markup for `#root` and
 * the styled-components style tags it needs, and its title and description: the whole page, every section below the first screen
 * included. The browser hydrates it (see main.tsx).
 */
export const renderPage = async (path: string): Promise<PrerenderedPage> => {
  await preloadRoute(`/app${path}`);
  await deferredSectionsArrived();
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter basename="/app" location={`/app${path === '/' ? '/' : path}`}>
      {children}
    </StaticRouter>
  );
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<App store={makeStore()} Router={Router} />));
    // React emits the hero picture's preload (ReactDOM.preload) ahead of the markup: it belongs in
    // the head, beside the styles, not among the nodes React hydrates.
    const [, hints = '', markup = html] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
    return { markup, styles: `${hints}${sheet.getStyleTags()}`, head: takePrerenderedHead() };
  } finally {
    sheet.seal();
  }
};
