import { PLANS } from '@shared/plans';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { LuxGiftPage } from './LuxGiftPage';
import { emailEvents, enableTracking, resetTrackingAfterEach } from './trackingTestKit';

const location = () => screen.getByTestId('location').textContent;

resetTrackingAfterEach();

describe('LuxGiftPage', () => {
  it('has every section from the first render under one h1', () => {
    renderWithProviders(<LuxGiftPage />, { route: '/gift-cards/lux' });
    const titles = [...document.querySelectorAll('h1, h2')].map((heading) => heading.textContent);
    expect(titles).toEqual([
      'The LUX Experience, as a Gift',
      'Everything in the Gift',
      'Their Month With a Stylist',
      'How Redeeming Works',
      'Good to Know',
      'Ready to Give Lux?',
    ]);
    for (const name of titles) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    const hero = within(screen.getByRole('region', { name: 'The LUX Experience, as a Gift' }));
    expect(hero.getByRole('img')).toHaveAttribute('src', '/media/gifts/lux.svg');
    expect(hero.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('lists the Lux session’s contents and price from the catalogue', () => {
    renderWithProviders(<LuxGiftPage />, { route: '/gift-cards/lux' });
    const includes = screen.getByRole('region', { name: 'Everything in the Gift' });
    expect(within(includes).getByText('$550')).toBeVisible();
    const list = within(includes).getByRole('list', { name: 'The Lux session includes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(PLANS.lux.features);
  });

  it('sends every Buy to the choose page with plan lux', () => {
    renderWithProviders(<LuxGiftPage />, { route: '/gift-cards/lux' });
    const buys = screen.getAllByRole('link', { name: /^Buy the Lux gift card$/i });
    expect(buys).toHaveLength(3);
    for (const buy of buys) expect(buy).toHaveAttribute('href', '/gift-cards/choose?plan=lux');
    expect(screen.getByRole('link', { name: 'More About Lux' })).toHaveAttribute('href', '/lux');
  });

  it('tracks the page view once and each Buy', async () => {
    enableTracking();
    const { user } = renderWithProviders(<LuxGiftPage />, { route: '/gift-cards/lux' });
    const hero = screen.getByRole('region', { name: 'The LUX Experience, as a Gift' });
    await user.click(within(hero).getByRole('link', { name: 'Buy the Lux Gift Card' }));
    expect(location()).toBe('/gift-cards/choose?plan=lux');
    expect(emailEvents('giftcards_page_view')).toEqual([
      ['track', 'giftcards_page_view', { platform: 'web', page: 'gift-cards-lux' }],
    ]);
    expect(emailEvents('giftcards_buy_click')).toEqual([
      [
        'track',
        'giftcards_buy_click',
        { platform: 'web', page: 'gift-cards-lux', plan: 'lux', element: 'hero' },
      ],
    ]);
  });
});
