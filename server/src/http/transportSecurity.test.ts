import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../testing/testApp';

describe('Strict-Transport-Security', () => {
  let https: TestApp;
  let http: TestApp;
  beforeAll(async () => {
    https = await createTestApp({
      publicUrl: 'https://shop.example',
      configuredPublicUrl: 'https://shop.example',
    });
    http = await createTestApp();
  });
  afterAll(async () => {
    await https.close();
    await http.close();
  });

  it('is sent on every answer of a shop served over https: pages, both API roots, errors', async () => {
    const ada = await signUp(https.app);
    const answers = await Promise.all([
      https.app.request('/app/'),
      https.app.request('/gateway/stylists'),
      https.app.request(`/gateway/user/${ada.userId}`),
      https.app.request('/api/no-such-route'),
    ]);
    for (const answer of answers)
      expect(answer.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
  });

  it('is not sent over http (development)', async () => {
    const answer = await http.app.request('/gateway/stylists');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});
