import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initTracking } from '@/services/tracking';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { PlanSelector } from './PlanSelector';

type TrackingWindow = Window & { dataLayer?: Record<string, unknown>[] };
const dataLayer = () => (window as TrackingWindow).dataLayer ?? [];

beforeEach(() => {
  initTracking({ gtmId: 'GTM-TEST', adPixelId: null, emailMarketingKey: null });
});

afterEach(() => {
  initTracking({ gtmId: null, adPixelId: null, emailMarketingKey: null });
  delete (window as TrackingWindow).dataLayer;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const card = (title: string) => screen.getByRole('article', { name: title });

describe('PlanSelector', { timeout: 15_000 }, () => {
  it('shows one-time prices first, and monthly prices with the free trial when switched', async () => {
    const { user } = renderWithProviders(<PlanSelector />);

    expect(screen.getByRole('radio', { name: 'One-time' })).toBeChecked();
    expect(card('Mini')).toHaveTextContent('$60per session');
    expect(card('Major')).toHaveTextContent('$130per session');
    expect(card('Lux')).toHaveTextContent('$550for one month of Lux');
    expect(screen.queryByText('Free 3-day trial')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));

    expect(card('Mini')).toHaveTextContent('$54per month');
    expect(card('Major')).toHaveTextContent('$117per month');
    expect(card('Lux')).toHaveTextContent('$550for one month of Lux');
    expect(within(card('Mini')).getByText('Free 3-day trial')).toBeInTheDocument();
    expect(within(card('Major')).getByText('Free 3-day trial')).toBeInTheDocument();
    expect(within(card('Lux')).queryByText('Free 3-day trial')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'One-time' }));
    expect(card('Major')).toHaveTextContent('$130per session');
    expect(screen.queryByText('Free 3-day trial')).not.toBeInTheDocument();
  });

  it('switches billing from the keyboard', async () => {
    const { user } = renderWithProviders(<PlanSelector />);

    await user.tab();
    expect(screen.getByRole('radio', { name: 'One-time' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(card('Mini')).toHaveTextContent('$54per month');
  });

  it('shows each plan with its goal and features, Major as Most Popular, Lux with Learn More', () => {
    renderWithProviders(<PlanSelector />);

    expect(within(card('Mini')).getByText('I want to add new pieces to my closet')).toBeVisible();
    expect(within(card('Mini')).getByRole('list', { name: 'Mini includes' })).toHaveTextContent(
      '2 style boards',
    );
    expect(within(card('Major')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card('Mini')).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(within(card('Lux')).getByRole('link', { name: 'Learn More about Lux' })).toHaveAttribute(
      'href',
      '/lux',
    );
    expect(within(card('Major')).queryByRole('link', { name: /Learn More/ })).toBeNull();
  });

  it('reports plan_view once, and plan_click with the plan before sending a visitor to the quiz', async () => {
    const { user } = renderWithProviders(<PlanSelector />, { route: '/pricing' });
    expect(dataLayer().filter((entry) => entry.event === 'plan_view')).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Get Started with Major' }));

    expect(dataLayer()).toContainEqual(
      expect.objectContaining({ event: 'plan_click', plan: 'major', billing: 'monthly' }),
    );
    expect(dataLayer()).toContainEqual(
      expect.objectContaining({ event: 'funnel', element: 'pricing plan click' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/onboarding$/);
  });

  it('sends a signed-in shopper to the stylist search', async () => {
    const { user } = renderWithProviders(<PlanSelector />, {
      route: '/pricing',
      preloadedState: signedInState(),
    });

    await user.click(screen.getByRole('button', { name: 'Get Started with Lux' }));

    expect(dataLayer()).toContainEqual(
      expect.objectContaining({ event: 'plan_click', plan: 'lux' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/stylistSearch$/);
  });
});
