import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BOOT_CHECK,
  prerenderedPages,
  showsPrerendered,
  START_AFTER_PAINT,
  withPrerenderedPage,
} from './prerenderedPages';

const INDEX = `<html><head><title>App</title>
<meta
  name="description"
  content="The default description."
/>
<script type="module" crossorigin src="/app/assets/index-a1.js"></script>
</head><body>
<div id="root">
  <div class="boot-header"></div>
  <!-- /root -->
</div>
</body></html>`;

const page = {
  markup: '<main><h1>Find Your Perfect Plan</h1></main>',
  styles: '<style>.a{}</style>',
};

describe('prerendered pages in index.html', () => {
  it('replaces the boot root with the markup, marked with the path it was rendered for', () => {
    const html = withPrerenderedPage(INDEX, page, '/app/pricing');
    expect(html).toContain(
      '<div id="root" data-prerendered="/app/pricing"><main><h1>Find Your Perfect Plan</h1></main></div>',
    );
    expect(html).not.toContain('boot-header');
  });

  it('names the entry and starts it after the first paint, from a script after the markup', () => {
    const html = withPrerenderedPage(INDEX, page, '/app/pricing');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<meta name="app-entry" content="/app/assets/index-a1.js">');
    expect(html.indexOf(`<script>${START_AFTER_PAINT}</script>`)).toBeGreaterThan(
      html.indexOf('Find Your Perfect Plan'),
    );
  });

  it('marks a shell, which the app renders afresh with its data', () => {
    const html = withPrerenderedPage(INDEX, { ...page, isShell: true }, '/app/stylist/a/profile');
    expect(html).toContain('<div id="root" data-prerendered="/app/stylist/a/profile" data-shell>');
  });

  it('puts the boot check, its styles and the page styles in the head', () => {
    const html = withPrerenderedPage(INDEX, page, '/app/pricing');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${BOOT_CHECK}</script>`);
    expect(head).toContain('html[data-signed-in] #root[data-prerendered]>*,');
    expect(head).toContain('html[data-quiz-saved] #root[data-prerendered]>*{visibility:hidden}');
    expect(head).toContain('<style>.a{}</style>');
  });

  it("puts the page's own title and description in place of the defaults, escaped", () => {
    const html = withPrerenderedPage(
      INDEX,
      { ...page, head: { title: 'Pricing & plans | Lookwright', description: 'From "$60".' } },
      '/app/pricing',
    );
    expect(html).toContain('<title>Pricing &#38; plans | Lookwright</title>');
    expect(html).toContain('<meta name="description" content="From &#34;$60&#34;." />');
    expect(html).not.toContain('The default description.');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes the path and leaves replacement patterns in the markup alone', () => {
    const html = withPrerenderedPage(
      INDEX,
      { markup: '<p>$& $1</p>', styles: '' },
      '/app/"><script>',
    );
    expect(html).toContain('data-prerendered="/app/&#34;&#62;&#60;script&#62;"><p>$& $1</p>');
  });

  it('leaves an index.html without the boot root or the entry script unchanged', () => {
    const withoutEntry = INDEX.replace(/<script type="module"[^\n]*\n/, '');
    expect(withPrerenderedPage(withoutEntry, page, '/app/')).toBe(withoutEntry);
    const withoutRoot = INDEX.replace('<!-- /root -->', '');
    expect(withPrerenderedPage(withoutRoot, page, '/app/')).toBe(withoutRoot);
  });
});

describe('reading the build', () => {
  const dist = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lookwright-prerendered-'));
    mkdirSync(join(dir, '.vite'));
    return dir;
  };

  it('finds a page by its path, with or without a trailing slash', () => {
    const dir = dist();
    writeFileSync(
      join(dir, '.vite', 'prerendered.json'),
      JSON.stringify({ '/': page, '/lux': page }),
    );
    const pageFor = prerenderedPages(dir);
    expect(pageFor('/', 1)).toEqual(page);
    expect(pageFor('/lux/', 1)).toEqual(page);
    expect(pageFor('/login', 1)).toBeNull();
    expect(pageFor('/constructor', 1)).toBeNull();
  });

  it('rereads when the build changes, and copes with a missing or broken file', () => {
    const dir = dist();
    const pageFor = prerenderedPages(dir);
    expect(pageFor('/', 1)).toBeNull();
    writeFileSync(join(dir, '.vite', 'prerendered.json'), JSON.stringify({ '/': page }));
    expect(pageFor('/', 1)).toBeNull();
    expect(pageFor('/', 2)).toEqual(page);
    writeFileSync(join(dir, '.vite', 'prerendered.json'), '{broken');
    expect(pageFor('/', 3)).toBeNull();
  });
});

describe('which requests get prerendered markup', () => {
  it.each([
    ['/login', '', true],
    ['/login', 'target=%2Forders', true],
    ['/login', 'mode=signup', false],
    ['/login', 'mode=reset&resetToken=abc', false],
    ['/onboarding', '', true],
    ['/onboarding', 'campaign=maternity', false],
    ['/', 'campaign=wedding&utm_source=mail', true],
  ])('%s?%s → %s', (path, query, expected) => {
    expect(showsPrerendered(path, new URLSearchParams(query))).toBe(expected);
  });

  it('serves a shell rendered for a path parameter to every value of it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lookwright-prerendered-shell-'));
    mkdirSync(join(dir, '.vite'));
    const shell = { markup: '<main>skeleton</main>', styles: '' };
    writeFileSync(
      join(dir, '.vite', 'prerendered.json'),
      JSON.stringify({ '/stylist/:id/profile': shell, '/': page }),
    );
    const pageFor = prerenderedPages(dir);
    expect(pageFor('/stylist/8587e2fd-aea7-48b3-a567-5ecfdc496113/profile', 1)).toEqual({
      ...shell,
      isShell: true,
    });
    expect(pageFor('/stylist/abc/profile/', 1)).toEqual({ ...shell, isShell: true });
    expect(pageFor('/stylist/a/b/profile', 1)).toBeNull();
    expect(pageFor('/stylist/abc/reviews', 1)).toBeNull();
    expect(pageFor('/', 1)).toEqual(page);
  });
});
