// @vitest-environment jsdom
// jsdom only for DOMParser: it reads the tags back as a browser (or a link-preview crawler) does.
import { describe, expect, it } from 'vitest';
import { SITE_CARD, fullTitle, withLinkPreview } from './linkPreview';

const INDEX = `<html><head><title>App</title>
<meta
  name="description"
  content="The default description."
/>
</head><body><div id="root"></div></body></html>`;

const site = { publicUrl: 'https://shop.example.com', productName: 'Lookwright' };

/** The content of every meta tag, by its property or name, entities decoded as a browser does. */
const metaOf = (html: string): Record<string, string | null> => {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return Object.fromEntries<string | null>(
    [...document.head.querySelectorAll('meta[property], meta[name]')].map((meta) => [
      meta.getAttribute('property') ?? meta.getAttribute('name') ?? '',
      meta.getAttribute('content'),
    ]),
  );
};

describe('link previews', () => {
  it('escape what they quote: a name with quotes, angle brackets and ampersands stays text', () => {
    const name = `Ann "The Eye" <O'Neil> & Co`;
    const html = withLinkPreview(
      INDEX,
      {
        title: fullTitle(`${name}, personal stylist`, site.productName),
        description: `Meet ${name}"><script>alert(1)</script>`,
        image: '/media/portraits/a.svg?x="y"&z=<w>',
        type: 'profile',
      },
      '/stylist/a/profile',
      site,
    );
    expect(html).not.toContain('<O');
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<title>Ann "The Eye" &#60;O\'Neil&#62; &#38; Co, personal stylist | Lookwright</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Ann &#34;The Eye&#34; &#60;O\'Neil&#62; &#38; Co, personal stylist | Lookwright">',
    );
    const meta = metaOf(html);
    expect(meta['og:title']).toBe(`${name}, personal stylist | Lookwright`);
    expect(meta['twitter:title']).toBe(`${name}, personal stylist | Lookwright`);
    expect(meta.description).toBe(`Meet ${name}"><script>alert(1)</script>`);
    expect(meta['og:description']).toBe(`Meet ${name}"><script>alert(1)</script>`);
    expect(meta['og:image']).toBe(
      'https://shop.example.com/media/portraits/a.svg?x=%22y%22&z=%3Cw%3E',
    );
    expect(new DOMParser().parseFromString(html, 'text/html').title).toBe(
      `${name}, personal stylist | Lookwright`,
    );
  });

  it('carry the Open Graph and Twitter card tags, every URL absolute on the public origin', () => {
    const html = withLinkPreview(
      INDEX,
      { title: 'Gift Cards | Lookwright', description: 'Styling session gift cards.' },
      '/gift-cards',
      site,
    );
    expect(metaOf(html)).toEqual({
      description: 'Styling session gift cards.',
      'og:site_name': 'Lookwright',
      'og:type': 'website',
      'og:url': 'https://shop.example.com/app/gift-cards',
      'og:title': 'Gift Cards | Lookwright',
      'og:description': 'Styling session gift cards.',
      'og:image': `https://shop.example.com${SITE_CARD.path}`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Gift Cards | Lookwright',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Gift Cards | Lookwright',
      'twitter:description': 'Styling session gift cards.',
      'twitter:image': `https://shop.example.com${SITE_CARD.path}`,
      'twitter:image:alt': 'Gift Cards | Lookwright',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it("keeps a picture elsewhere where it is, and the landing page's URL ends in /app/", () => {
    const html = withLinkPreview(
      INDEX,
      {
        title: 'Lookwright: personal styling',
        description: 'Get matched.',
        image: 'https://cdn.example.com/look.jpg',
        imageAlt: 'The look',
        type: 'article',
      },
      '/',
      site,
    );
    const meta = metaOf(html);
    expect(meta['og:url']).toBe('https://shop.example.com/app/');
    expect(meta['og:image']).toBe('https://cdn.example.com/look.jpg');
    expect(meta['og:image:alt']).toBe('The look');
    expect(meta['og:image:width']).toBeUndefined();
    expect(meta['og:type']).toBe('article');
  });

  it('adds a description where the page has none, and the product name to a title once', () => {
    const html = withLinkPreview(
      '<html><head><title>App</title></head><body></body></html>',
      { title: 'Blog | Lookwright', description: 'Style notes.' },
      '/blog',
      site,
    );
    expect(metaOf(html).description).toBe('Style notes.');
    expect(fullTitle('Blog', 'Lookwright')).toBe('Blog | Lookwright');
    expect(fullTitle('Lookwright: styling', 'Lookwright')).toBe('Lookwright: styling');
  });
});
