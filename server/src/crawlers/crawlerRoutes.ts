import { Hono } from 'hono';
import type { AppDeps } from '../appDeps';
import type { AppEnv } from '../http/appEnv';
import { allPublicPages } from './publicPages';
import { sitemapXml } from './sitemapXml';

export const SITEMAP_PATH = '/app/sitemap.xml';

/** Crawlers may keep both files an hour: the sitemap follows the stylists in the database. */
const CRAWLER_CACHE_CONTROL = 'public, max-age=3600';

const robotsHeaders = {
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': CRAWLER_CACHE_CONTROL,
};

/**
 * The files crawlers read: /robots.txt (allows everything, names the sitemap; also answered at
 * /app/robots.txt, though crawlers read only the origin's) and /app/sitemap.xml (every public
 * page). URLs are absolute: PUBLIC_URL when set, else the origin the request came to. Mounted
 * before the SPA, so its history fallback does not answer these paths with index.html.
 */
export const crawlerRoutes = ({ db, config }: AppDeps) => {
  const originOf = (url: string) => config.configuredPublicUrl ?? new URL(url).origin;

  const robots = (url: string) =>
    `User-agent: *\nAllow: /\n\nSitemap: ${originOf(url)}${SITEMAP_PATH}\n`;

  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => c.body(robots(c.req.url), 200, robotsHeaders))
    .get('/app/robots.txt', (c) => c.body(robots(c.req.url), 200, robotsHeaders))
    .get(SITEMAP_PATH, async (c) => {
      const base = `${originOf(c.req.url)}/app`;
      const urls = (await allPublicPages(db)).map((path) => `${base}${path}`);
      return c.body(sitemapXml(urls), 200, {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': CRAWLER_CACHE_CONTROL,
      });
    });
};
