import { describe, expect, it, vi } from 'vitest';
import { addOwnItem, closetTestConfig } from '../../testing/closetFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile(closetTestConfig());

const HOUR_MS = 3600_000;

describe('GET /media/u/{file} (a private upload)', () => {
  it('serves a closet picture at its signed URL as the picture it is, never sniffed', async () => {
    const ada = await signUp(t.app);
    const item = await addOwnItem(t, ada);
    const response = await t.app.request(item.picture);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control')!)?.[1]);
    expect(maxAge).toBeGreaterThan(3600);
    expect(maxAge).toBeLessThanOrEqual(7200);
  });

  it('refuses a URL without its signature, with another’s, tampered or expired', async () => {
    const ada = await signUp(t.app);
    const first = await addOwnItem(t, ada);
    const second = await addOwnItem(t, ada);
    const [path, query] = first.picture.split('?') as [string, string];
    const secondQuery = second.picture.split('?')[1]!;
    const expires = Number(new URLSearchParams(query).get('expires'));
    expect((await t.app.request(path)).status).toBe(403);
    expect((await t.app.request(`${path}?${secondQuery}`)).status).toBe(403);
    expect(
      (await t.app.request(`${path}?${query.replace(/expires=\d+/, `expires=${expires + 3600}`)}`))
        .status,
    ).toBe(403);
    expect((await t.app.request(`${path}?${query}x`)).status).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(expires * 1000 + 1);
      expect((await t.app.request(first.picture)).status).toBe(403);
      vi.setSystemTime(expires * 1000 - 2 * HOUR_MS);
      expect((await t.app.request(first.picture)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves the owner by their token; another user’s token gets 403', async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const item = await addOwnItem(t, ada);
    const path = item.picture.split('?')[0]!;
    const own = await t.app.request(path, { headers: { token: ada.token } });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    expect(
      (await t.app.request(path, { headers: { authorization: `Bearer ${ada.token}` } })).status,
    ).toBe(200);
    expect((await t.app.request(path, { headers: { token: bob.token } })).status).toBe(403);
    const signedOut = await t.app.request(
      '/gateway/login/token',
      send('DELETE', undefined, ada.token),
    );
    expect(signedOut.status).toBeLessThan(300);
    expect((await t.app.request(path, { headers: { token: ada.token } })).status).toBe(403);
  });

  it('answers 404 for an unknown file, a wrong extension and anything that is not an upload id', async () => {
    const ada = await signUp(t.app);
    const item = await addOwnItem(t, ada);
    const [path, query] = item.picture.split('?') as [string, string];
    expect((await t.app.request(`${path.replace(/\.jpg$/, '.png')}?${query}`)).status).toBe(404);
    expect((await t.app.request(`/media/u/${'A'.repeat(43)}.jpg?${query}`)).status).toBe(404);
    expect((await t.app.request('/media/u/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await t.app.request('/media/u/photo.jpg')).status).toBe(404);
  });
});
