/**
 * The `<link>` tags of a page's data-dependent hints (see `PageHints` in ./spaRoutes.ts), their
 * attributes escaped: the URLs come from the database.
 */

export const escapeAttribute = (text: string) =>
  text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Text between tags (a `<title>`'s), escaped. */
export const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

// No hint for a page's API call: a preload goes without the headers every gateway call carries
// (spec 000 §7). A page's first reads come in the page itself instead (./pageAnswers.ts).

/** A picture the page shows; `high` for its largest above the fold. */
export const imageHint = (url: string, priority: 'high' | 'auto' = 'auto') =>
  `<link rel="preload" as="image" href="${escapeAttribute(url)}"${priority === 'high' ? ' fetchpriority="high"' : ''}>`;

/** Tags as spaRoutes puts them into `<head>`, one a line. */
export const hintLines = (tags: readonly string[]) => tags.join('\n    ');
