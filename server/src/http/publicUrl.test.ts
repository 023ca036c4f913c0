import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stylistWhere } from '../testing/bookingFixtures';
import { createTestApp, send, signUp, type TestApp } from '../testing/testApp';

describe('links the server builds, without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As `npm start` runs: no PUBLIC_URL, so links are on http://localhost:3000.
    t = await createTestApp({ configuredPublicUrl: null, publicUrl: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  /** A request that arrived with a forged `Host` header. */
  const fromHost = (path: string, init: RequestInit) =>
    t.app.request(`http://evil.example${path}`, init);

  it('never take the billing link or its way back from the Host header', async () => {
    const ada = await signUp(t.app);
    const returnUrl = encodeURIComponent('http://evil.example/app/settings');
    const response = await fromHost(
      `/gateway/user/${ada.userId}/billing-portal?returnUrl=${returnUrl}`,
      send('GET', undefined, ada.token),
    );
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/billing-portal\//);

    const page = await (await fromHost(new URL(url).pathname, {})).text();
    expect(page).not.toContain('evil.example');
  });

  it('refuse a return URL on the forged host with a field error', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const response = await fromHost(
      '/gateway/styling-session/session-checkout',
      send(
        'POST',
        {
          stylistUuid: stylist.id,
          plan: 'mini',
          returnUrl: 'http://evil.example/app/checkout/confirmation?booking=x',
        },
        ada.token,
      ),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors?: { field: string }[] };
    expect(body.errors).toEqual([{ field: 'returnUrl', message: expect.any(String) as unknown }]);
  });
});
