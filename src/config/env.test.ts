import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('has safe defaults: same-origin roots and every third party off', () => {
    const env = readEnv({});
    expect(env.gatewayUrl).toBe('/gateway/');
    expect(env.apiUrl).toBe('/api/');
    expect(env.requestTimeoutMs).toBe(30_000);
    expect(env.productName).toBe('Lookwright');
    for (const key of [
      'stripePublishableKey',
      'googleClientId',
      'sentryDsn',
      'gtmId',
      'adPixelId',
      'emailMarketingKey',
      'supportWidgetKey',
      'featureFlagsUrl',
      'quizSdkUrl',
      'quizPartnerToken',
    ] as const) {
      expect(env[key]).toBeNull();
    }
    expect(env.featureFlags).toEqual({});
  });

  it('reads configured values, adds trailing slashes and ignores blanks and garbage', () => {
    const env = readEnv({
      VITE_GATEWAY_URL: 'https://gw.example.com/v2',
      VITE_API_URL: '  ',
      VITE_REQUEST_TIMEOUT_MS: 'soon',
      VITE_PRODUCT_NAME: 'Atelier',
      VITE_SENTRY_DSN: 'https://key@sentry.example/1',
      VITE_FEATURE_FLAGS: '{"birthdayBanner":true,"bad":"yes"}',
      VITE_VIDEO_TESTIMONIAL_IDS: 'a, b,,c',
      PROD: true,
    });
    expect(env.gatewayUrl).toBe('https://gw.example.com/v2/');
    expect(env.apiUrl).toBe('/api/');
    expect(env.requestTimeoutMs).toBe(30_000);
    expect(env.productName).toBe('Atelier');
    expect(env.sentryDsn).toBe('https://key@sentry.example/1');
    expect(env.featureFlags).toEqual({ birthdayBanner: true });
    expect(env.testimonialVideoIds).toEqual(['a', 'b', 'c']);
    expect(env.isProduction).toBe(true);
  });

  it('treats unreadable feature flags as none', () => {
    expect(readEnv({ VITE_FEATURE_FLAGS: '{oops' }).featureFlags).toEqual({});
    expect(readEnv({ VITE_FEATURE_FLAGS: '[true]' }).featureFlags).toEqual({});
  });
});
