// @vitest-environment jsdom
// jsdom only for DOMParser, which checks that the sitemap is well-formed XML.
import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapXml } from './sitemapXml';

describe('sitemapXml', () => {
  it('escapes what XML reserves', () => {
    expect(escapeXml(`/a?b=1&c=<"d">'`)).toBe('/a?b=1&amp;c=&lt;&quot;d&quot;&gt;&apos;');
  });

  it('writes one <loc> per URL, well-formed whatever the URL holds', () => {
    const urls = ['https://x.example/app/', "https://x.example/app/a?b=1&c=<'d'>"];
    const xml = sitemapXml(urls);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://x.example/app/</loc></url>\n' +
        '  <url><loc>https://x.example/app/a?b=1&amp;c=&lt;&apos;d&apos;&gt;</loc></url>\n' +
        '</urlset>\n',
    );
    const parsed = new DOMParser().parseFromString(xml, 'application/xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    expect([...parsed.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual(urls);
  });
});
