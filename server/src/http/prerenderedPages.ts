import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Front-door pages with their first screen prerendered at build time (scripts/prerender.mjs
 * writes dist/.vite/prerendered.json). The server puts a page's markup into index.html's #root
 * and its styles into the head, so a visitor sees the page before any JavaScript has run; the
 * browser then hydrates it (src/main.tsx).
 */
export type PrerenderedPage = { markup: string; styles: string };
type Prerendered = Record<string, PrerenderedPage>;

/**
 * The markup is what a visitor sees on a first visit. Before the first paint this inline script
 * marks the page when someone is signed in (redux-persist's saved auth): the page stays hidden
 * until the app renders their own header, instead of flashing the visitor's. It also hides the
 * gift-card banner when it was closed this session (src/ui/hooks/useSessionDismissal.ts), so
 * nothing moves when React removes it. Allowed by its CSP hash.
 */
export const BOOT_CHECK =
  'try{var d=document.documentElement,a=JSON.parse(localStorage.getItem("persist:auth")||"{}");' +
  'if([a.userId,a.apiToken].some(function(v){return v&&v!=="null"}))d.setAttribute("data-signed-in","");' +
  'if(sessionStorage.getItem("giftBannerDismissed")==="true")d.setAttribute("data-gift-banner-closed","")' +
  '}catch(e){}';

export const BOOT_CHECK_HASH = `'sha256-${createHash('sha256').update(BOOT_CHECK).digest('base64')}'`;

const BOOT_STYLE =
  '<style>html[data-signed-in] #root[data-prerendered]>*{visibility:hidden}' +
  'html[data-gift-banner-closed] #root[data-prerendered] [aria-label="Gift cards"]{display:none}</style>';

const BOOT_ROOT = /<div id="root">[\s\S]*?<!-- \/root -->\s*<\/div>/;

/** A request path (relative to /app) as the prerender names it: '/' or '/pricing'. */
const pageKey = (path: string) => path.replace(/\/+$/, '') || '/';

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * index.html with `page` in it: the markup in #root, marked with the path it was rendered for
 * (the browser hydrates only when it is still on that path), the styles and the signed-in check
 * in the head. Returns the HTML unchanged when index.html has no boot root to replace.
 */
export const withPrerenderedPage = (html: string, page: PrerenderedPage, requestPath: string) => {
  if (!BOOT_ROOT.test(html)) return html;
  const root = `<div id="root" data-prerendered="${escapeAttribute(requestPath)}">${page.markup}</div>`;
  const head = `<script>${BOOT_CHECK}</script>\n    ${BOOT_STYLE}\n    ${page.styles}`;
  return html.replace(BOOT_ROOT, () => root).replace('</head>', () => `  ${head}\n  </head>`);
};

/** Reads the build's prerendered pages once per build (by the index.html's modification time). */
export const prerenderedPages = (distDir: string) => {
  let pages: Prerendered = {};
  let builtAt = -1;
  return (path: string, indexMtime: number): PrerenderedPage | null => {
    if (indexMtime !== builtAt) {
      const file = join(distDir, '.vite', 'prerendered.json');
      try {
        pages = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Prerendered) : {};
      } catch {
        pages = {};
      }
      builtAt = indexMtime;
    }
    return Object.hasOwn(pages, pageKey(path)) ? (pages[pageKey(path)] ?? null) : null;
  };
};
