import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp';
import { contentSecurityPolicy } from './securityHeaders';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('the SPA under /app', () => {
  it('redirects / to /app/', async () => {
    const response = await t.app.request('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/app/');
  });

  it('answers any app path with index.html (history fallback), not cached', async () => {
    const response = await t.app.request('/app/stylist/abc/profile?booking=x');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>App</title>');
  });

  it('gives every HTML answer an ETag per encoding and answers a revalidation with 304', async () => {
    for (const path of ['/app/', '/app/pricing', '/app/stylist/abc/profile']) {
      const plain = await t.app.request(path);
      const br = await t.app.request(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      for (const response of [plain, br]) {
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('vary')).toBe('accept-encoding');
      }
      const etag = plain.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      expect(br.headers.get('etag')).toBe(`${etag.slice(0, -1)}-br"`);

      const again = await t.app.request(path, {
        headers: { 'accept-encoding': 'br, gzip', 'if-none-match': br.headers.get('etag') ?? '' },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(br.headers.get('etag'));
      expect(again.headers.get('cache-control')).toBe('no-cache');
    }
    const pricing = (await t.app.request('/app/pricing')).headers.get('etag');
    const home = (await t.app.request('/app/')).headers.get('etag');
    expect(pricing).not.toBe(home);
    const stale = await t.app.request('/app/pricing', { headers: { 'if-none-match': home ?? '' } });
    expect(stale.status).toBe(200);
  });

  it('serves hashed assets compressed and cached for a year; a missing one is a 404', async () => {
    const response = await t.app.request('/app/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain(
      'console.log',
    );
    expect((await t.app.request('/app/assets/index-gone.js')).status).toBe(404);
  });

  it("puts a front-door page's prerendered first screen into index.html", async () => {
    const html = await (await t.app.request('/app/pricing/')).text();
    expect(html).toContain(
      '<div id="root" data-prerendered="/app/pricing/"><main><h1>Find Your Perfect Plan</h1></main></div>',
    );
    expect(html).toContain('<style data-styled="true">.a{color:red}</style>\n  </head>');
    expect(html).not.toContain('boot-header"></div>');
    const other = await (await t.app.request('/app/login')).text();
    expect(other).toContain('<div id="root"><div class="boot-header"></div><!-- /root --></div>');
    expect(other).not.toContain('data-prerendered');
  });

  it('allows exactly the inline scripts a prerendered page has, by their hashes', async () => {
    const response = await t.app.request('/app/pricing');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scripts = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)];
    const hashes = scripts.map(
      ([, body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
    expect(hashes).toHaveLength(2);
    expect(csp).toContain(`script-src 'self' ${hashes.join(' ')};`);
  });

  it('never serves a source map, not even one left in the build', async () => {
    writeFileSync(join(t.config.distDir, 'assets', 'index-abc123.js.map'), '{"version":3}');
    for (const path of [
      '/app/assets/index-abc123.js.map',
      '/app/assets/gone.js.map',
      '/app/deep/path/page.css.map',
      '/app/index-abc123.js.map',
      '/app/assets/index-abc123.js%2Emap',
      '/app/assets/index-abc123.js.map/',
      '/app/assets/index-abc123.js.MAP',
    ]) {
      const response = await t.app.request(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('version');
    }
    expect((await t.app.request('/app/assets/index-abc123.js')).status).toBe(200);
  });

  it('never serves files outside the build', async () => {
    const response = await t.app.request('/app/..%2F..%2Fpackage.json');
    expect(await response.text()).toContain('<title>App</title>');
  });

  it('sends the security headers', async () => {
    const response = await t.app.request('/app/');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('content security policy', () => {
  const none = {
    stripe: false,
    google: false,
    twilio: false,
    sentryDsn: null,
    tagManager: false,
    adPixel: false,
    emailMarketing: false,
    supportWidget: false,
    video: false,
  };

  it('allows only this origin when no vendor is configured', () => {
    const csp = contentSecurityPolicy(none);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+'){2};/);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toMatch(/stripe|google|twilio|sentry/);
  });

  it('frames the privacy-enhanced video player only when a video is configured', () => {
    expect(contentSecurityPolicy(none)).not.toContain('youtube');
    expect(contentSecurityPolicy({ ...none, video: true })).toContain(
      'frame-src https://www.youtube-nocookie.com',
    );
  });

  it('adds exactly the configured vendors', () => {
    const csp = contentSecurityPolicy({
      ...none,
      stripe: true,
      sentryDsn: 'https://key@o1.ingest.sentry.io/2',
    });
    expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+'){2} https:\/\/js.stripe.com/);
    expect(csp).toContain(
      'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://checkout.stripe.com',
    );
    expect(csp).toMatch(/connect-src [^;]*https:\/\/checkout.stripe.com/);
    expect(csp).toContain('https://o1.ingest.sentry.io');
    expect(csp).not.toMatch(/google|twilio/);
  });
});

describe('API roots', () => {
  it('answer unknown endpoints with a JSON 404', async () => {
    const response = await t.app.request('/gateway/proxy/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'no_such_endpoint' });
  });

  it('allow cross-origin calls only from configured origins', async () => {
    const preflight = (origin: string) =>
      t.app.request('/gateway/login/email', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT' },
      });
    expect(
      (await preflight('https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
    const allowed = await createTestApp({ corsOrigins: ['https://shop.example.com'] });
    const response = await allowed.app.request('/gateway/login/email', {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'PUT' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
    await allowed.close();
  });

  it('log method, path, status and time, never the query string', async () => {
    await t.app.request('/api/token?user_uuid=secret-query');
    const line = t.logs.find((entry) => entry.path === '/api/token');
    expect(line).toMatchObject({
      method: 'GET',
      path: '/api/token',
      status: 401,
      ms: expect.any(Number),
    });
    expect(JSON.stringify(t.logs)).not.toContain('secret-query');
  });
});
