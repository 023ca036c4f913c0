import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initTracking } from '@/services/tracking';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { latestReviewsHandlers } from '@/testing/latestReviewsTestData';
import { campaignStylistsHandlers } from './campaignTestData';
import { WeddingPage } from './WeddingPage';

type TrackingWindow = Window & { dataLayer?: Record<string, unknown>[] };
const win = window as TrackingWindow;

const location = () => screen.getByTestId('location').textContent;

const funnelEvents = () => (win.dataLayer ?? []).filter((entry) => entry.event === 'funnel');

const renderWedding = (signedIn = false) =>
  renderWithProviders(<WeddingPage />, {
    route: '/wedding',
    preloadedState: signedIn ? signedInState() : undefined,
  });

const pricingCard = (name: string) => {
  const pricing = screen.getByRole('region', { name: 'Choose your wedding package' });
  return within(pricing).getByRole('article', { name });
};

beforeEach(() => {
  initTracking({ gtmId: 'GTM-TEST', adPixelId: null, emailMarketingKey: null });
  server.use(...campaignStylistsHandlers(), ...latestReviewsHandlers());
});

afterEach(() => {
  initTracking({ gtmId: null, adPixelId: null, emailMarketingKey: null });
  delete win.dataLayer;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

/** The whole page is a large tree, and role queries over it are slow on a busy machine. */
const PAGE = { timeout: 15_000 };

describe('wedding campaign buttons', () => {
  it('take a visitor to the quiz with the wedding marker and report the click', PAGE, async () => {
    const { user } = renderWedding();
    await user.click(screen.getByRole('button', { name: 'Find My Wedding Stylist' }));
    expect(location()).toBe('/onboarding?campaign=wedding');
    expect(funnelEvents()).toEqual([
      expect.objectContaining({
        step: 'campaign_click',
        campaign: 'wedding',
        element: 'wedding hero start click',
        signed_in: false,
      }),
    ]);
  });

  it('take a signed-in shopper to the stylist search with the wedding marker', PAGE, async () => {
    const { user } = renderWedding(true);
    await user.click(screen.getByRole('button', { name: 'Find My Wedding Stylist' }));
    expect(location()).toBe('/stylistSearch?campaign=wedding');
    expect(funnelEvents()).toEqual([
      expect.objectContaining({ step: 'campaign_click', campaign: 'wedding', signed_in: true }),
    ]);
  });

  it.each([
    ['Mini', 'wedding mini package click'],
    ['Major', 'wedding major package click'],
  ])('on the %s package start the quiz with the marker', PAGE, async (plan, element) => {
    const { user } = renderWedding();
    await user.click(
      within(pricingCard(plan)).getByRole('button', { name: `Get Started with ${plan}` }),
    );
    expect(location()).toBe('/onboarding?campaign=wedding');
    expect(funnelEvents()).toEqual([
      expect.objectContaining({ step: 'campaign_click', campaign: 'wedding', element }),
    ]);
  });

  it('on a stylist card open that stylist’s profile and report the click', PAGE, async () => {
    const { user } = renderWedding();
    const stylists = screen.getByRole('region', { name: 'Meet your wedding stylists' });
    await user.click(
      await within(stylists).findByRole('button', { name: 'View Profile of Amara Chen' }),
    );
    expect(location()).toBe('/stylist/stylist-1/profile');
    expect(funnelEvents()).toEqual([
      expect.objectContaining({
        step: 'campaign_click',
        campaign: 'wedding',
        element: 'wedding stylist card click',
        stylist_uuid: 'stylist-1',
      }),
    ]);
  });
});
