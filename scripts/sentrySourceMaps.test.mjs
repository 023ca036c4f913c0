// node --test scripts/sentrySourceMaps.test.mjs
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { run } from './sentrySourceMaps.mjs';

let root;
let dist;
let out;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sentry-maps-'));
  dist = join(root, 'dist');
  out = join(root, 'dist-sourcemaps');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1);');
  writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{"version":3}');
  writeFileSync(join(dist, 'assets', 'sentrySdk-def.js'), 'export {};');
  writeFileSync(join(dist, 'assets', 'sentrySdk-def.js.map'), '{"version":3,"x":1}');
  writeFileSync(join(dist, '.vite', 'sentry-release.json'), '{"release":"1.2.3+abc"}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const quiet = () => undefined;

/** A stand-in for fetch that records each request (multipart bodies read as FormData). */
const recordingFetch = (status = () => 201) => {
  const requests = [];
  const fetch = async (url, init) => {
    const body = init.body instanceof FormData ? init.body : JSON.parse(init.body);
    requests.push({ url, method: init.method, headers: init.headers, body });
    return new Response('{}', { status: status(url, body) });
  };
  return { fetch, requests };
};

const SENTRY = { SENTRY_AUTH_TOKEN: 'sntrys_token', SENTRY_ORG: 'acme', SENTRY_PROJECT: 'web' };

describe('sentrySourceMaps', () => {
  it('moves every map out of dist/ and uploads nothing when Sentry is not configured', async () => {
    mkdirSync(out);
    writeFileSync(join(out, 'old.js.map'), '{}');
    const { fetch, requests } = recordingFetch();
    await run({ env: {}, dist, out, fetch, log: quiet });
    assert.deepEqual(requests, []);
    assert.equal(existsSync(join(dist, 'assets', 'index-abc.js.map')), false);
    assert.equal(existsSync(join(dist, 'assets', 'sentrySdk-def.js.map')), false);
    assert.equal(existsSync(join(dist, 'assets', 'index-abc.js')), true);
    assert.equal(
      readFileSync(join(out, 'assets', 'sentrySdk-def.js.map'), 'utf8'),
      '{"version":3,"x":1}',
    );
    // Only this build's maps.
    assert.equal(existsSync(join(out, 'old.js.map')), false);
  });

  it('creates the release and uploads each map and its script, then moves the maps', async () => {
    const { fetch, requests } = recordingFetch();
    await run({
      env: { ...SENTRY, SENTRY_URL: 'https://us.sentry.io/' },
      dist,
      out,
      fetch,
      log: quiet,
    });

    const [create, ...uploads] = requests;
    assert.equal(create.url, 'https://us.sentry.io/api/0/organizations/acme/releases/');
    assert.equal(create.method, 'POST');
    assert.equal(create.headers.authorization, 'Bearer sntrys_token');
    assert.deepEqual(create.body, { version: '1.2.3+abc', projects: ['web'] });

    assert.equal(uploads.length, 4);
    for (const upload of uploads) {
      assert.equal(
        upload.url,
        'https://us.sentry.io/api/0/projects/acme/web/releases/1.2.3%2Babc/files/',
      );
      assert.equal(upload.method, 'POST');
      assert.equal(upload.headers.authorization, 'Bearer sntrys_token');
      // fetch sets the multipart content type (with its boundary) itself.
      assert.equal(upload.headers['content-type'], undefined);
    }
    const byName = Object.fromEntries(uploads.map(({ body }) => [body.get('name'), body]));
    assert.deepEqual(Object.keys(byName).sort(), [
      '~/app/assets/index-abc.js',
      '~/app/assets/index-abc.js.map',
      '~/app/assets/sentrySdk-def.js',
      '~/app/assets/sentrySdk-def.js.map',
    ]);
    const map = byName['~/app/assets/sentrySdk-def.js.map'];
    assert.equal(await map.get('file').text(), '{"version":3,"x":1}');
    assert.equal(map.get('header'), null);
    const script = byName['~/app/assets/sentrySdk-def.js'];
    assert.equal(script.get('header'), 'Sourcemap:sentrySdk-def.js.map');
    assert.equal(await script.get('file').text(), 'export {};');

    assert.equal(existsSync(join(dist, 'assets', 'index-abc.js.map')), false);
    assert.equal(existsSync(join(out, 'assets', 'index-abc.js.map')), true);
  });

  it('defaults to sentry.io and fails on a refused upload, moving the maps all the same', async () => {
    const { fetch, requests } = recordingFetch((url) => (url.endsWith('/files/') ? 403 : 208));
    await assert.rejects(run({ env: SENTRY, dist, out, fetch, log: quiet }), /403/);
    assert.match(requests[0].url, /^https:\/\/sentry\.io\/api\/0\//);
    assert.equal(existsSync(join(dist, 'assets', 'index-abc.js.map')), false);
    assert.equal(existsSync(join(out, 'assets', 'index-abc.js.map')), true);
  });

  it('fails without a release to upload to', async () => {
    rmSync(join(dist, '.vite', 'sentry-release.json'));
    const { fetch, requests } = recordingFetch();
    await assert.rejects(run({ env: SENTRY, dist, out, fetch, log: quiet }), /no release/);
    assert.deepEqual(requests, []);
  });
});
