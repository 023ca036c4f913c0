import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../cache/publicAnswer';
import { send, signUp } from '../testing/testApp';
import { testAppPerFile } from '../testing/testAppPerFile';

const t = testAppPerFile();

const expectPrivate = (response: Response) => {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe('no-store');
};

describe('headers on API answers', () => {
  it('marks a signed-in answer, on both roots, nosniff and no-store', async () => {
    const ada = await signUp(t.app);
    const inbox = await t.app.request(`/gateway/proxy/user/${ada.userId}/inbox`, {
      headers: { token: ada.token },
    });
    expect(inbox.status).toBe(200);
    expectPrivate(inbox);
    const signIn = await t.app.request(
      '/gateway/login/email',
      send('PUT', { email: ada.email, password: ada.password }),
    );
    expectPrivate(signIn);
    expectPrivate(await t.app.request('/api/giftItem/filters'));
  });

  it('marks errors too: a 400, a 401 and an unknown endpoint', async () => {
    expectPrivate(await t.app.request('/gateway/signup/email', send('POST', {})));
    expectPrivate(await t.app.request('/gateway/proxy/user/nobody/inbox'));
    expectPrivate(await t.app.request('/api/no-such-thing'));
  });

  it("keeps a public catalogue read's own caching and ETag, and adds nosniff", async () => {
    const latest = await t.app.request('/gateway/review/latest?limit=5');
    expect(latest.status).toBe(200);
    expect(latest.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(latest.headers.get('etag')).toBeTruthy();
    expect(latest.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
