import { afterEach, describe, expect, it } from 'vitest';
import { recordReports } from '@/testing/reports';
import { initTracking, trackEmailEvent, trackEvent, trackPixel, trackPurchase } from './tracking';

type TestWindow = Window & {
  dataLayer?: unknown[];
  fbq?: unknown;
  _learnq?: unknown[][];
};
const win = window as TestWindow;

afterEach(() => {
  delete win.dataLayer;
  delete win.fbq;
  delete win._learnq;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('tracking facade', () => {
  const reports = recordReports();

  it('does nothing and loads nothing when no vendor is configured', () => {
    initTracking({ gtmId: null, adPixelId: null, emailMarketingKey: null });
    trackEvent('plan_view');
    trackPixel('InitiateCheckout', { currency: 'USD', value: 130, num_items: 1 });
    trackEmailEvent('plan_view', {}, { id: 'u1', email: 'a@b.co' });
    expect(win.dataLayer).toBeUndefined();
    expect(win.fbq).toBeUndefined();
    expect(win._learnq).toBeUndefined();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('sends e-mail marketing events with the user identified and platform web', () => {
    initTracking({ gtmId: 'GTM-TEST', adPixelId: null, emailMarketingKey: 'KEY' });
    trackEmailEvent('plan_click', { plan: 'major' }, { id: 'u1', email: 'a@b.co' });
    expect(win._learnq).toEqual([
      ['identify', { $id: 'u1', $email: 'a@b.co' }],
      ['track', 'plan_click', { platform: 'web', plan: 'major' }],
    ]);
    trackEvent('funnel', { step: 'quiz' });
    expect(win.dataLayer).toContainEqual({ event: 'funnel', step: 'quiz' });
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });

  it('carries the visit attribution into tag manager and e-mail marketing events', () => {
    sessionStorage.setItem(
      'attribution',
      JSON.stringify({ utm_source: 'ads', campaign: 'wedding' }),
    );
    initTracking({ gtmId: 'GTM-TEST', adPixelId: null, emailMarketingKey: 'KEY' });
    trackEvent('funnel', { step: 'campaign_click' });
    trackEmailEvent('plan_view', {}, null);
    expect(win.dataLayer).toContainEqual({
      event: 'funnel',
      step: 'campaign_click',
      utm_source: 'ads',
      campaign: 'wedding',
    });
    expect(win._learnq).toContainEqual([
      'track',
      'plan_view',
      { platform: 'web', utm_source: 'ads', campaign: 'wedding' },
    ]);
    sessionStorage.clear();
  });

  it('sends a purchase to the ad pixel in USD and to the tag manager with its data', () => {
    initTracking({ gtmId: 'GTM-TEST', adPixelId: 'PIXEL', emailMarketingKey: null });
    const pixel: unknown[][] = [];
    win.fbq = (...args: unknown[]) => pixel.push(args);
    trackPurchase({ event: 'order_purchase', value: 98, quantity: 2, data: { order: 'LW-1' } });
    expect(pixel).toEqual([['track', 'Purchase', { currency: 'USD', value: 98, quantity: 2 }]]);
    expect(win.dataLayer).toContainEqual({ event: 'order_purchase', value: 98, order: 'LW-1' });
  });

  it('reports a failing vendor and carries on', () => {
    initTracking({ gtmId: null, adPixelId: 'PIXEL', emailMarketingKey: null });
    win.fbq = () => {
      throw new Error('pixel blocked');
    };
    expect(() => trackPixel('InitiateCheckout', { value: 60 })).not.toThrow();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context).toMatchObject({ service: 'tracking', destination: 'adPixel' });
  });
});
