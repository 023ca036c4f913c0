// Build step after `vite build`: renders the first screen of each front-door page (as a visitor
// sees it) to HTML, with the styles it needs, into dist/.vite/prerendered.json. The server puts a
// page's markup into index.html's #root (server/src/http/prerenderedPages.ts) so the page paints
// before any JavaScript runs; the browser then hydrates it (src/main.tsx).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

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
  const { renderPage, PRERENDERED_PATHS } = await import(
    pathToFileURL(join(outDir, 'renderPage.js')).href
  );
  const pages = {};
  for (const path of PRERENDERED_PATHS) pages[path] = await renderPage(path);
  writeFileSync('dist/.vite/prerendered.json', JSON.stringify(pages));
  const sizes = Object.entries(pages).map(
    ([path, page]) => `${path} ${(page.markup.length / 1024).toFixed(1)} KB`,
  );
  console.log(`Prerendered ${sizes.join(', ')}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
