import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Front-door pages with their first screen prerendered at build time (scripts/prerender.mjs
 * writes dist/.vite/prerendered.json). The server puts a page's markup into index.html's #root
 * and its styles into the head, so a visitor sees the page before any JavaScript has run; the
 * browser then hydrates it (src/main.tsx).
 */
export type PrerenderedPage = {
  markup: string;
  styles: string;
  /** The page's own title and meta description (src/ui/PageHead.tsx). */
  head?: { title: string; description: string } | null;
  /**
   * A shell, rendered for a path parameter (a profile's header and skeleton): marked
   * `data-shell`, so the app renders the page afresh over it with its data, not hydrating it.
   */
  isShell?: boolean;
};
type Prerendered = Record<string, PrerenderedPage>;

/**
 * The markup is what a visitor sees on a first visit. Before the first paint this inline script
 * marks the page when someone is signed in (redux-persist's saved auth), or when a quiz in
 * progress has a department (its step count differs from a new visitor's): the page stays hidden
 * until the app renders it from scratch, instead of flashing the visitor's version. It also hides the
 * gift-card banner when it was closed this session (src/ui/hooks/useSessionDismissal.ts), so
 * nothing moves when React removes it. Allowed by its CSP hash.
 */
export const BOOT_CHECK =
  'try{var d=document.documentElement,a=JSON.parse(localStorage.getItem("persist:auth")||"{}");' +
  'if([a.userId,a.apiToken].some(function(v){return v&&v!=="null"}))d.setAttribute("data-signed-in","");' +
  'if(sessionStorage.getItem("giftBannerDismissed")==="true")d.setAttribute("data-gift-banner-closed","");' +
  'var q=JSON.parse(sessionStorage.getItem("persist:onboarding")||"{}");' +
  'if(/^\\/app\\/onboarding/.test(location.pathname)&&q.department&&q.department!=="null")d.setAttribute("data-quiz-saved","")' +
  '}catch(e){}';

/**
 * The id of the `<template>` holding the route's preloads on a page whose largest picture is in
 * the HTML (./pagePicture.ts): the start script adds them with the entry, after the picture.
 */
export const APP_PRELOADS_ID = 'app-preloads';

/**
 * On a prerendered page the app's entry is neither loaded nor run until the browser has painted
 * the page (a frame, then a task; at the latest after a second, as background tabs have no
 * frames): the page the shopper already has comes first, then the JavaScript, which would
 * otherwise share the connection with the page's pictures and fonts and, on a fast connection,
 * run before the first frame. On a page whose largest picture is in the HTML (a profile, a look,
 * an item) that paint is the picture's: the entry and the route's preloads (held in the
 * `app-preloads` template) wait for it to load (or fail), then a frame. The entry's address is
 * in `<meta name="app-entry">`.
 */
export const START_AFTER_PAINT =
  '(function(){var started=false;function start(){if(started)return;started=true;' +
  'var t=document.getElementById("' +
  APP_PRELOADS_ID +
  '");if(t)document.head.appendChild(t.content);' +
  'var s=document.createElement("script");s.type="module";s.crossOrigin="";' +
  's.src=document.querySelector("meta[name=app-entry]").content;document.head.appendChild(s)}' +
  'function painted(){requestAnimationFrame(function(){setTimeout(start,0)})}' +
  'var p=document.querySelector("#root [data-page-picture] img");' +
  'if(p&&!p.complete){p.addEventListener("load",painted);p.addEventListener("error",painted)}' +
  'else painted();setTimeout(start,1000)})()';

const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The CSP sources for the inline scripts above. */
export const INLINE_SCRIPT_HASHES = [sha256(BOOT_CHECK), sha256(START_AFTER_PAINT)];

const BOOT_STYLE =
  '<style>html[data-signed-in] #root[data-prerendered]>*,' +
  'html[data-quiz-saved] #root[data-prerendered]>*{visibility:hidden}' +
  'html[data-gift-banner-closed] [aria-label="Gift cards"]{display:none}</style>';

const BOOT_ROOT = /<div id="root">[\s\S]*?<!-- \/root -->\s*<\/div>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Query parameters that change what a prerendered page shows (/login?mode=signup, a reset link,
 * a campaign's intro on the quiz): a request carrying one gets the app rendered in the browser,
 * not another page's markup.
 */
const MARKUP_CHANGING_QUERY: Record<string, string[]> = {
  '/login': ['mode', 'resetToken'],
  '/onboarding': ['campaign'],
};

/** Whether a request for `path` (inside /app) with this query may get the prerendered markup. */
export const showsPrerendered = (path: string, query: URLSearchParams) =>
  !(MARKUP_CHANGING_QUERY[pageKey(path)] ?? []).some((name) => query.has(name));

/** A request path (relative to /app) as the prerender names it: '/' or '/pricing'. */
export const pageKey = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * A page prerendered for every value of a path parameter, as a shell: '/stylist/:id/profile'
 * matches '/stylist/abc/profile' (a segment of letters, digits and dashes).
 */
export const matchesPattern = (pattern: string, path: string) => {
  if (!pattern.includes('/:')) return false;
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[\\w-]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('\\/');
  return new RegExp(`^${source}$`).test(path);
};

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** index.html with the page's own title and meta description instead of the defaults. */
const withPageHead = (html: string, head: PrerenderedPage['head']) =>
  head
    ? html
        .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(head.title)}</title>`)
        .replace(
          /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
          () => `<meta name="description" content="${escapeAttribute(head.description)}" />`,
        )
    : html;

/**
 * index.html with `page` in it: its title and description, the markup in #root, marked with the path it was rendered for
 * (the browser hydrates only when it is still on that path); the boot check, its styles and the
 * page's styles in the head; the entry loaded and started after the first paint. Returns the
 * HTML unchanged when index.html lacks the boot root or the entry script.
 */
export const withPrerenderedPage = (html: string, page: PrerenderedPage, requestPath: string) => {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!BOOT_ROOT.test(html) || !entry) return html;
  const shell = page.isShell ? ' data-shell' : '';
  const root = `<div id="root" data-prerendered="${escapeAttribute(requestPath)}"${shell}>${page.markup}</div>`;
  const head = `<script>${BOOT_CHECK}</script>\n    ${BOOT_STYLE}\n    ${page.styles}`;
  return withPageHead(html, page.head)
    .replace(ENTRY_SCRIPT, () => `<meta name="app-entry" content="${escapeAttribute(entry)}">`)
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(BOOT_ROOT, () => `${root}\n    <script>${START_AFTER_PAINT}</script>`);
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
    const key = pageKey(path);
    if (Object.hasOwn(pages, key)) return pages[key] ?? null;
    const pattern = Object.keys(pages).find((candidate) => matchesPattern(candidate, key));
    const shell = pattern ? pages[pattern] : undefined;
    return shell ? { ...shell, isShell: true } : null;
  };
};
