import { describe, expect, it } from 'vitest';
import { isSupportWidgetRoute, shouldShowSupportWidget } from './supportWidget';

describe('support widget rules', () => {
  it.each([
    ['/', true],
    ['/pricing', true],
    ['/pricing/', true],
    ['/settings/membership', true],
    ['/feed', false],
    ['/chat/s1/u1', false],
    ['/pricingx', false],
  ])('route %s -> %s', (pathname, expected) => {
    expect(isSupportWidgetRoute(pathname)).toBe(expected);
  });

  const base = { pathname: '/pricing', isMobile: false, isDevelopment: false, widgetKey: 'key' };

  it('shows on its routes on desktop in production when configured', () => {
    expect(shouldShowSupportWidget(base)).toBe(true);
  });

  it.each([
    ['on mobile', { isMobile: true }],
    ['in development', { isDevelopment: true }],
    ['when not configured', { widgetKey: null }],
    ['off its routes', { pathname: '/inbox' }],
  ])('never shows %s', (_case, change) => {
    expect(shouldShowSupportWidget({ ...base, ...change })).toBe(false);
  });
});
