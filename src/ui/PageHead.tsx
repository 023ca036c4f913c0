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

/**
 * A page's head: its title, its meta description and its canonical URL (this origin, /app and
 * the path, without the query). Renders nothing. While prerendering at build time it hands the
 * title and description to the prerender, which writes them into the page's HTML.
 */
export const PageHead = ({ title, description }: PageHeadContent) => {
  const { pathname } = useLocation();
  if (isPrerendering) recordPrerenderedHead({ title: fullTitle(title), description });

  useEffect(() => {
    document.title = fullTitle(title);
    setHeadElement(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      (meta) => meta.setAttribute('content', description),
    );
    setHeadElement(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      (link) =>
        link.setAttribute(
          'href',
          `${window.location.origin}/app${pathname === '/' ? '/' : pathname}`,
        ),
    );
  }, [title, description, pathname]);
  return null;
};
