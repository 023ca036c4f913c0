// Build step after `vite build`: renders the first screen of each front-door page (as a visitor
// sees it) to HTML, with the styles it needs, into dist/.vite/prerendered.json. The server puts a
// page's markup into index.html's #root (server/src/http/prerenderedPages.ts) so the page paints
// before any JavaScript runs; the browser then hydrates it (src/main.tsx). Every rendered page's
// title and description, and those of the public pages rendered for their head alone, go into
// dist/.vite/page-heads.json: the server writes them, with the page's link preview, into the HTML
// it answers (server/src/http/pageHeads.ts, linkPreview.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/**
 * The web fonts' @font-face rules, inline: the browser then knows the fonts as it lays out the
 * prerendered page and decides on them before the first paint. Declared only later (when the
 * app's code loads them, src/ui/fonts.ts), a font that arrives at once would swap in under the
 * shopper's eyes and move the page. (Marked, so the app does not declare them a second time.)
 */
const fontFaces = () => {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
  const chunk = manifest['src/ui/fonts.ts'];
  const files = [chunk?.file, ...(chunk?.css ?? [])].filter((file) => file?.endsWith('.css'));
  if (!files.length) throw new Error('The build has no stylesheet for src/ui/fonts.ts');
  return files
    .map((file) => `<style data-fonts>${readFileSync(join('dist', file), 'utf8')}</style>`)
    .join('');
};

// Inside node_modules so the bundle resolves its packages from there.
const outDir = join('node_modules', '.cache', 'prerender');
try {
  await build({
    logLevel: 'warn',
    // Bundled, so CommonJS packages resolve as they do in the browser build.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender/renderPage.tsx',
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      ssrManifest: false,
    },
  });
  const { renderPage, PRERENDERED_PATHS, HEAD_ONLY_PATHS } = await import(
    pathToFileURL(join(outDir, 'renderPage.js')).href
  );
  const fonts = fontFaces();
  const pages = {};
  const heads = {};
  for (const path of PRERENDERED_PATHS) {
    const page = await renderPage(path);
    pages[path] = { ...page, styles: `${fonts}${page.styles}` };
    if (page.head) heads[path] = page.head;
  }
  for (const path of HEAD_ONLY_PATHS) {
    const { head } = await renderPage(path);
    if (!head) throw new Error(`${path} rendered no title and description (src/ui/PageHead.tsx)`);
    heads[path] = head;
  }
  writeFileSync('dist/.vite/prerendered.json', JSON.stringify(pages));
  writeFileSync('dist/.vite/page-heads.json', JSON.stringify(heads));
  const sizes = Object.entries(pages).map(
    ([path, page]) => `${path} ${(page.markup.length / 1024).toFixed(1)} KB`,
  );
  console.log(`Prerendered ${sizes.join(', ')}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
