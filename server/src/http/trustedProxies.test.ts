import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, send, type TestApp } from '../testing/testApp';
import { forwardedAddress } from './clientAddress';

describe('forwardedAddress (behind our own reverse proxies)', () => {
  it('believes only the entries our proxies wrote', () => {
    // No proxy: the socket, whatever the client wrote.
    expect(forwardedAddress('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7');
    // nginx on this machine: the address it saw, the last entry.
    expect(forwardedAddress('127.0.0.1', '203.0.113.7', 1)).toBe('203.0.113.7');
    // A client that writes its own X-Forwarded-For gains nothing: nginx appends the real one.
    expect(forwardedAddress('127.0.0.1', '198.51.100.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    // A CDN in front of nginx: two hops.
    expect(forwardedAddress('127.0.0.1', '198.51.100.1, 203.0.113.7, 192.0.2.9', 2)).toBe(
      '203.0.113.7',
    );
    // A proxy that sent no header: its own address, never a guess.
    expect(forwardedAddress('127.0.0.1', undefined, 1)).toBe('127.0.0.1');
  });
});

describe('rate limits behind a reverse proxy (TRUSTED_PROXY_HOPS=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustedProxyHops: 1, signUpsPerAddressPerHour: 2 });
  });
  afterAll(() => t.close());

  let n = 0;
  const signUpVia = (forwardedFor: string) => {
    n += 1;
    return t.app.request(
      '/gateway/signup/email',
      {
        ...send('POST', {
          email: `proxied${n}@example.com`,
          full_name: 'Ada Lovelace',
          password: 'a long enough passphrase',
          client: 'web',
        }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
  };

  it('counts each shopper by the address the proxy saw, not all of them as the proxy', async () => {
    expect((await signUpVia('203.0.113.7')).status).toBe(200);
    expect((await signUpVia('203.0.113.7')).status).toBe(200);
    expect((await signUpVia('203.0.113.7')).status).toBe(429);
    // Another shopper behind the same proxy is not locked out by the first.
    expect((await signUpVia('198.51.100.1')).status).toBe(200);
    // Writing a fresh address in front does not reset the first one's limit.
    expect((await signUpVia('192.0.2.55, 203.0.113.7')).status).toBe(429);
  });
});
