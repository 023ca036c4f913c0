const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or attribute. */
export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** A sitemap (sitemaps.org 0.9) of absolute URLs. */
export const sitemapXml = (urls: readonly string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
