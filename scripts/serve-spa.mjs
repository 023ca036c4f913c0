// Serves the built SPA under /app/ with history fallback, gzip and long-lived caching for hashed
// assets. This is what `npm start` runs until the reference API server (server/) takes over.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 3000);
const base = '/app/';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.txt']);
const gzipCache = new Map();

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const fileFor = (pathname) => {
  const relative = normalize(decodeURIComponent(pathname.slice(base.length))).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  const candidate = join(root, relative);
  if (!candidate.startsWith(root)) return null;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
};

const send = (req, res, file, status = 200) => {
  const ext = extname(file);
  const headers = {
    'content-type': types[ext] ?? 'application/octet-stream',
    'cache-control': file.includes(`${join(root, 'assets')}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    vary: 'accept-encoding',
  };
  if (compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    const key = `${file}:${statSync(file).mtimeMs}`;
    if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(readFileSync(file), { level: 9 }));
    const body = gzipCache.get(key);
    res.writeHead(status, {
      ...headers,
      'content-encoding': 'gzip',
      'content-length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
};

const server = createServer((req, res) => {
  const started = Date.now();
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  res.on('finish', () =>
    console.log(
      JSON.stringify({
        method: req.method,
        path: pathname,
        status: res.statusCode,
        ms: Date.now() - started,
      }),
    ),
  );
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  if (pathname === '/' || pathname === '/app') {
    res.writeHead(302, { location: base }).end();
    return;
  }
  if (!pathname.startsWith(base)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const file = fileFor(pathname);
  if (file) return send(req, res, file);
  // A missing hashed asset is a real 404 (a stale chunk), not a page.
  if (pathname.startsWith(`${base}assets/`)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  send(req, res, join(root, 'index.html'));
});

server.listen(port, () => console.log(`Serving ${root} at http://localhost:${port}${base}`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
