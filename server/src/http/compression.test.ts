import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stylists } from '../db/schema';
import { createTestApp, send, signUp, type TestApp } from '../testing/testApp';
import { preferredEncoding } from './compression';

const LIST = '/gateway/proxy/stylist/readAll?count=15';
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('compression of API answers', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('sends the same JSON brotli- or gzip-compressed, as the client accepts', async () => {
    const plain = await t.app.request(LIST);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const json = (await plain.json()) as { items: unknown[] };
    expect(json.items).toHaveLength(15);
    expect(JSON.stringify(json).length).toBeGreaterThan(5000);

    const br = await t.app.request(LIST, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = await bytesOf(br);
    expect(brBytes.length).toBeLessThan(JSON.stringify(json).length / 3);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(json);

    const gzip = await t.app.request(LIST, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytesOf(gzip)).toString())).toEqual(json);
  });

  it('keeps the CORS Vary header and adds Accept-Encoding to it', async () => {
    const allowed = await createTestApp({ corsOrigins: ['https://shop.example.com'] });
    const response = await allowed.app.request(LIST, {
      headers: { origin: 'https://shop.example.com', 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
    const vary = response.headers
      .get('vary')
      ?.toLowerCase()
      .split(/\s*,\s*/);
    expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
    await allowed.close();
  });

  it('leaves small answers as they are', async () => {
    const response = await t.app.request('/gateway/proxy/nothing-here', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toMatchObject({ code: 'no_such_endpoint' });
  });

  it('never compresses the chat stream, which must flush event by event', async () => {
    const ada = await signUp(t.app);
    const [stylist] = await t.db.select({ id: stylists.id }).from(stylists).limit(1);
    const channel = await t.app.request(
      '/gateway/twilio/channel',
      send('POST', { client_uuid: ada.userId, stylist_uuid: stylist!.id }, ada.token),
    );
    const { sid } = (await channel.json()) as { sid: string };
    const controller = new AbortController();
    const stream = await t.app.request(`/gateway/chat/channels/${sid}/stream`, {
      headers: { token: ada.token, 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('content-encoding')).toBeNull();
    const reader = stream.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('event: ready');
    controller.abort();
    await reader.cancel();
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', null],
  ])('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
