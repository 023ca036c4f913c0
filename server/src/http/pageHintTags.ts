/**
 * The `<link>` tags of a page's data-dependent hints (see `PageHints` in ./spaRoutes.ts), their
 * attributes escaped: the URLs come from the database.
 */

export const escapeAttribute = (text: string) =>
  text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The exact request the page will make, fetched with the HTML. */
export const fetchHint = (url: string) =>
  `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`;

/** A picture the page shows; `high` for its largest above the fold. */
export const imageHint = (url: string, priority: 'high' | 'auto' = 'auto') =>
  `<link rel="preload" as="image" href="${escapeAttribute(url)}"${priority === 'high' ? ' fetchpriority="high"' : ''}>`;

/** Tags as spaRoutes puts them into `<head>`, one a line. */
export const hintLines = (tags: readonly string[]) => tags.join('\n    ');
