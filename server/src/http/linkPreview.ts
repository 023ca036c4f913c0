import { escapeAttribute, escapeText } from './pageHintTags';

/**
 * What a link to a page shows where it is shared (a chat, a social post): its title, description
 * and picture, as Open Graph and Twitter card tags in the page's HTML. Crawlers read the HTML the
 * server answers and run no JavaScript, so the tags are written here (src/ui/PageHead.tsx keeps
 * their text in step after the SPA moves to another page).
 */
export type LinkPreview = {
  /** The page's title; the product name is added as the SPA adds it (`fullTitle`). */
  title: string;
  description: string;
  /** The page's own picture (a path on this site or a URL elsewhere); else the site's card. */
  image?: string | null;
  /** What the picture shows; the title when not given. */
  imageAlt?: string;
  /** `og:type`: a stylist's profile, a look (an article), an item (a product); else a website. */
  type?: 'website' | 'profile' | 'article' | 'product';
};

/** Where absolute URLs start (PUBLIC_URL) and the product's name (`og:site_name`). */
export type SiteInfo = { publicUrl: string; productName: string };

/**
 * The site's own card (public/social-card.png, the logo on the brand's dark ground) for pages
 * without a picture of their own: PNG, as the crawlers of link previews show no SVG.
 */
export const SITE_CARD = { path: '/app/social-card.png', width: 1200, height: 630 };

/** A page's whole title, as the SPA writes it (src/ui/PageHead.tsx `fullTitle`). */
export const fullTitle = (title: string, productName: string) =>
  title.includes(productName) ? title : `${title} | ${productName}`;

/** `url` made absolute on the public origin; null when it is no URL at all. */
const absoluteUrl = (url: string, site: SiteInfo) => {
  try {
    return new URL(url, `${site.publicUrl}/`).href;
  } catch {
    return null;
  }
};

/** The page's address as crawlers are to name it: /app and the path, no query. */
const canonicalUrl = (path: string, site: SiteInfo) =>
  `${site.publicUrl}/app${path === '/' ? '/' : path.replace(/\/+$/, '')}`;

/** The Open Graph and Twitter card tags of a page at `path` (inside /app), one a line. */
export const linkPreviewTags = (page: LinkPreview, path: string, site: SiteInfo) => {
  const preview = { ...page, title: fullTitle(page.title, site.productName) };
  const own = preview.image ? absoluteUrl(preview.image, site) : null;
  const image = own ?? `${site.publicUrl}${SITE_CARD.path}`;
  const alt = preview.imageAlt ?? preview.title;
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', site.productName],
    ['property', 'og:type', preview.type ?? 'website'],
    ['property', 'og:url', canonicalUrl(path, site)],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:image', image],
    ...(own
      ? []
      : ([
          ['property', 'og:image:width', String(SITE_CARD.width)],
          ['property', 'og:image:height', String(SITE_CARD.height)],
        ] as [string, string, string][])),
    ['property', 'og:image:alt', alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', alt],
  ];
  return tags
    .map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeAttribute(value)}">`)
    .join('\n    ');
};

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/**
 * `html` with the page's own title and meta description (added when index.html has none) and its
 * link-preview tags at the end of the head. Everything quoted is escaped: names and
 * descriptions come from the database.
 */
export const withLinkPreview = (
  html: string,
  preview: LinkPreview,
  path: string,
  site: SiteInfo,
) => {
  const title = `<title>${escapeText(fullTitle(preview.title, site.productName))}</title>`;
  const description = `<meta name="description" content="${escapeAttribute(preview.description)}" />`;
  const withTitle = TITLE.test(html)
    ? html.replace(TITLE, () => title)
    : html.replace('</head>', () => `${title}</head>`);
  const withDescription = DESCRIPTION.test(withTitle)
    ? withTitle.replace(DESCRIPTION, () => description)
    : withTitle.replace('</head>', () => `${description}</head>`);
  return withDescription.replace(
    '</head>',
    () => `  ${linkPreviewTags(preview, path, site)}\n  </head>`,
  );
};
