import { PLANS } from '@shared/plans';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { GiftCardsPage } from './GiftCardsPage';
import { emailEvents, enableTracking, resetTrackingAfterEach } from './trackingTestKit';

const location = () => screen.getByTestId('location').textContent;

resetTrackingAfterEach();

describe('GiftCardsPage', () => {
  it('has every section from the first render under one h1', () => {
    renderWithProviders(<GiftCardsPage />, { route: '/gift-cards' });
    const titles = [...document.querySelectorAll('h1, h2')].map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Gift Cards',
      'Pick Their Plan',
      'How Redeeming Works',
      'Good to Know',
    ]);
    for (const name of titles) expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('offers a gift card for each plan: its picture, price, contents and a Buy', () => {
    renderWithProviders(<GiftCardsPage />, { route: '/gift-cards' });
    const offer = screen.getByRole('region', { name: 'Pick Their Plan' });
    for (const plan of Object.values(PLANS)) {
      const card = within(offer).getByRole('article', { name: plan.title });
      expect(card.querySelector('img')).toHaveAttribute('src', `/media/gifts/${plan.planId}.svg`);
      expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
      expect(within(card).getByText(`$${plan.price}`)).toBeVisible();
      const contents = within(card).getByRole('list', {
        name: `The ${plan.title} session includes`,
      });
      expect(
        within(contents)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(plan.features);
      expect(
        within(card).getByRole('link', { name: `Buy the ${plan.title} gift card` }),
      ).toHaveAttribute('href', `/gift-cards/choose?plan=${plan.planId}`);
    }
  });

  it('explains redeeming: the code by e-mail, used when booking, credit left for shopping', () => {
    renderWithProviders(<GiftCardsPage />, { route: '/gift-cards' });
    const redeem = screen.getByRole('region', { name: 'How Redeeming Works' });
    expect(
      within(redeem)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'They get a code by e-mail',
      'They use it when booking',
      'Extra credit stays for shopping',
    ]);
  });

  it('states the rules with every answer shown: valid a year, used once', () => {
    renderWithProviders(<GiftCardsPage />, { route: '/gift-cards' });
    const notes = screen.getByRole('region', { name: 'Good to Know' });
    expect(within(notes).getByText('A year from the day it is bought.')).toBeVisible();
    expect(within(notes).getByText(/Each code is used once/)).toBeVisible();
    expect(within(notes).queryAllByRole('button')).toHaveLength(0);
  });

  it('tracks the page view and a Buy, which leads to the choose page with the plan', async () => {
    enableTracking();
    const { user } = renderWithProviders(<GiftCardsPage />, { route: '/gift-cards' });
    expect(emailEvents('giftcards_page_view')).toEqual([
      ['track', 'giftcards_page_view', { platform: 'web', page: 'gift-cards' }],
    ]);
    await user.click(screen.getByRole('link', { name: 'Buy the Mini gift card' }));
    expect(location()).toBe('/gift-cards/choose?plan=mini');
    expect(emailEvents('giftcards_buy_click')).toEqual([
      [
        'track',
        'giftcards_buy_click',
        { platform: 'web', page: 'gift-cards', plan: 'mini', element: 'plan card' },
      ],
    ]);
    expect(emailEvents('giftcards_page_view')).toHaveLength(1);
  });
});
