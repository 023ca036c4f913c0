import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';

export type PageHeadContent = {
  /** The page's own title: 'Pricing' becomes 'Pricing | {product}'. */
  title: string;
  /** One or two sentences for search results: unique per page. */
  description: string;
};

/** What the build-time prerender reads: the head of the page being rendered. */
let prerenderedHead: PageHeadContent | null = null;
const isPrerendering = typeof document === 'undefined';

const recordPrerenderedHead = (head: PageHeadContent) => {
  prerenderedHead = head;
};

/** The title and description of the page just prerendered (then cleared). */
export const takePrerenderedHead = () => {
  const head = prerenderedHead;
  prerenderedHead = null;
  return head;
};

/** The tab title: the product name is added unless the title already carries it. */
export const fullTitle = (title: string) =>
  title.includes(env.productName) ? title : `${title} | ${env.productName}`;

const setHeadElement = (
  selector: string,
  create: () => HTMLElement,
  apply: (element: HTMLElement) => void,
) => {
  const element =
    document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
  apply(element);
};

const setMeta = (key: string, content: string) =>
  document.head
    .querySelector(`meta[property="${key}"],meta[name="${key}"]`)
    ?.setAttribute('content', content);

/**
 * The link preview the server wrote (server/src/http/linkPreview.ts), kept in step with the
 * page: its title, description and URL; once the app has moved on from the page the server
 * answered, the site's card for its picture. Crawlers read the server's HTML: this is for what
 * reads the document later (a browser's share sheet). Nothing when the page has none.
 */
const setLinkPreview = (title: string, description: string, url: string) => {
  const served = document.head.querySelector('meta[property="og:url"]')?.getAttribute('content');
  if (!served) return;
  const card =
    new URL(served, url).pathname !== new URL(url).pathname &&
    `${window.location.origin}/app/social-card.png`;
  const tags = {
    url,
    title,
    description,
    image: card,
    'image:alt': card && title,
    type: card && 'website',
  };
  for (const [key, content] of Object.entries(tags))
    for (const prefix of ['og:', 'twitter:']) if (content) setMeta(prefix + key, content);
};

/**
 * A page's head: its title, its meta description, its canonical URL (this origin, /app and the
 * path, without the query) and its link preview's text. Renders nothing. While prerendering at
 * build time it hands the title and description to the prerender, which writes them into the
 * page's HTML.
 */
export const PageHead = ({ title, description }: PageHeadContent) => {
  const { pathname } = useLocation();
  if (isPrerendering) recordPrerenderedHead({ title: fullTitle(title), description });

  useEffect(() => {
    const url = `${window.location.origin}/app${pathname === '/' ? '/' : pathname}`;
    document.title = fullTitle(title);
    setHeadElement(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      (meta) => meta.setAttribute('content', description),
    );
    setHeadElement(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      (link) => link.setAttribute('href', url),
    );
    setLinkPreview(document.title, description, url);
  }, [title, description, pathname]);
  return null;
};
