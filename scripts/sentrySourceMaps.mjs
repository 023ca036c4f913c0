// After `vite build`: the build's source maps are private (`sourcemap: 'hidden'`, no
// sourceMappingURL comment). When SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT are set (in
// the environment or, as for the build, the .env files), this uploads them to Sentry as files of
// the build's release (.vite/sentry-release.json, written by vite.config.ts), each script with a
// `Sourcemap` header naming its map, through Sentry's documented HTTP API (create a release;
// upload a project release file). SENTRY_URL defaults to https://sentry.io (or your region's,
// e.g. https://us.sentry.io). In every case it then moves the maps out of dist/ into
// dist-sourcemaps/ (git-ignored), so the server never has them to serve.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';

/** Where the SPA is served: Sentry matches a frame's URL (any host, `~`) against these names. */
const URL_PREFIX = '~/app/';
const PARALLEL_UPLOADS = 4;

/** Every .map file under `dist`, as paths relative to it with forward slashes. */
export const findSourceMaps = (dist) =>
  readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();

/** Moves `maps` (relative to `dist`) into `out`, which holds only this build's maps afterwards. */
export const moveSourceMaps = (dist, out, maps) => {
  rmSync(out, { recursive: true, force: true });
  for (const map of maps) {
    const target = join(out, map);
    mkdirSync(dirname(target), { recursive: true });
    renameSync(join(dist, map), target);
  }
};

/** The release the build was made for, or null. */
export const readRelease = (dist) => {
  const file = join(dist, '.vite', 'sentry-release.json');
  if (!existsSync(file)) return null;
  const { release } = JSON.parse(readFileSync(file, 'utf8'));
  return typeof release === 'string' && release ? release : null;
};

const check = async (response, what) => {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new Error(`Sentry answered ${response.status} to ${what}: ${body.slice(0, 300)}`);
};

/**
 * Creates `release` in the project (Sentry answers 208 when it exists already) and uploads each
 * map with the script it belongs to.
 */
export const uploadSourceMaps = async ({
  dist,
  maps,
  release,
  sentryUrl,
  org,
  project,
  token,
  fetch = globalThis.fetch,
}) => {
  const api = `${sentryUrl.replace(/\/+$/, '')}/api/0`;
  const authorization = `Bearer ${token}`;
  const created = await fetch(`${api}/organizations/${encodeURIComponent(org)}/releases/`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ version: release, projects: [project] }),
  });
  await check(created, `creating release ${release}`);

  const filesUrl =
    `${api}/projects/${encodeURIComponent(org)}/${encodeURIComponent(project)}` +
    `/releases/${encodeURIComponent(release)}/files/`;
  const upload = async (path, header) => {
    const form = new FormData();
    form.append('name', `${URL_PREFIX}${path}`);
    if (header) form.append('header', header);
    form.append('file', new Blob([readFileSync(join(dist, path))]), basename(path));
    const response = await fetch(filesUrl, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    // 409: this release has the file already (a rerun of the same build).
    if (response.status !== 409) await check(response, `uploading ${path}`);
  };
  const uploads = maps.flatMap((map) => {
    const script = map.slice(0, -'.map'.length);
    const withScript = existsSync(join(dist, script))
      ? [() => upload(script, `Sourcemap:${basename(map)}`)]
      : [];
    return [() => upload(map), ...withScript];
  });
  // A few at a time; after a failure no worker starts another upload.
  const next = uploads[Symbol.iterator]();
  let failure = null;
  const worker = async () => {
    for (const task of next) {
      if (failure) return;
      await task().catch((error) => {
        failure ??= error;
      });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, worker));
  if (failure) throw failure;
  return uploads.length;
};

/**
 * SENTRY_* and SOURCEMAPS_DIR from the .env files a production build reads, the process
 * environment above.
 */
const buildEnv = () => ({
  ...process.env,
  ...loadEnv('production', process.cwd(), ['SENTRY_', 'SOURCEMAPS_DIR']),
});

export const run = async ({
  env = buildEnv(),
  dist = env.DIST_DIR ?? 'dist',
  out = env.SOURCEMAPS_DIR ?? 'dist-sourcemaps',
  fetch = globalThis.fetch,
  log = console.log,
} = {}) => {
  const maps = findSourceMaps(dist);
  const { SENTRY_AUTH_TOKEN: token, SENTRY_ORG: org, SENTRY_PROJECT: project } = env;
  try {
    if (token && org && project) {
      const release = readRelease(dist);
      if (!release) throw new Error(`${dist}/.vite/sentry-release.json names no release`);
      const sentryUrl = env.SENTRY_URL?.trim() || 'https://sentry.io';
      const count = await uploadSourceMaps({
        dist,
        maps,
        release,
        sentryUrl,
        org,
        project,
        token,
        fetch,
      });
      log(`Uploaded ${count} files of release ${release} to Sentry (${sentryUrl}).`);
    } else {
      log('Source maps not uploaded: SENTRY_AUTH_TOKEN, SENTRY_ORG or SENTRY_PROJECT is not set.');
    }
  } finally {
    moveSourceMaps(dist, out, maps);
    log(`Moved ${maps.length} source maps from ${dist}/ to ${out}/.`);
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await run();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
