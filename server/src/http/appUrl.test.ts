import { describe, expect, it } from 'vitest';
import { parseAppUrl, siteOrigins } from './appUrl';

const origins = [
  ...siteOrigins({ publicUrl: 'https://lookwright.example' }),
  'http://localhost:3000',
];

describe('parseAppUrl', () => {
  it.each([
    'https://lookwright.example/app/checkout/confirmation?booking=1',
    'http://localhost:3000/app/thank-you',
    'https://lookwright.example/app/',
  ])('accepts a page of the app on this site: %s', (value) => {
    expect(parseAppUrl(value, origins)?.href).toBe(new URL(value).href);
  });

  it.each([
    ['a foreign origin', 'https://evil.example/app/checkout'],
    ['a backslash path', '/\\evil.example'],
    ['a protocol-relative URL', '//evil.example/app/'],
    ['a relative path', '/app/checkout'],
    ['a path outside the app', 'https://lookwright.example/gateway/x'],
    ['a look-alike prefix', 'https://lookwright.example/application'],
    ['dot segments out of the app', 'https://lookwright.example/app/../admin'],
    ['encoded dot segments', 'https://lookwright.example/app/%2e%2e/admin'],
    ['credentials', 'https://user:pw@lookwright.example/app/'],
    ['another scheme', 'javascript:alert(1)'],
    ['another port', 'https://lookwright.example:8443/app/'],
    ['not a URL', 'nope'],
  ])('refuses %s', (_, value) => {
    expect(parseAppUrl(value, origins)).toBeNull();
  });
});
