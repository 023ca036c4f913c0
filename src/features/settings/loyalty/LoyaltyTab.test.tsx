import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { LoyaltyTab } from './LoyaltyTab';

const serveUser = (answers: (Record<string, unknown> | 'error')[]) => {
  let asked = 0;
  server.use(
    http.get(gatewayUrl('proxy/user/user-1'), () => {
      const answer = answers[Math.min(asked, answers.length - 1)]!;
      asked += 1;
      return answer === 'error'
        ? HttpResponse.json({ message: 'Down' }, { status: 500 })
        : HttpResponse.json({
            user_uuid: 'user-1',
            first_name: 'Ada',
            last_name: 'L',
            email: 'a@b.co',
            ...answer,
          });
    }),
  );
};

const renderTab = () => renderWithProviders(<LoyaltyTab />, { preloadedState: signedInState() });

const tier = (name: RegExp) => screen.getByRole('article', { name });

describe('LoyaltyTab', () => {
  recordReports();

  it('shows the tier, the bookings it rests on and the way to the next', async () => {
    serveUser([{ level: 'gold', bookings_count: 5 }]);
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Your tier: Gold' })).toBeVisible();
    expect(screen.getByText('5 bookings in the last 12 months.')).toBeVisible();
    expect(screen.getByText('Book 3 more sessions to reach Platinum.')).toBeVisible();
    expect(tier(/^Gold/)).toHaveAccessibleName('Gold (your tier)');
    expect(tier(/^Bronze/)).toHaveAccessibleName('Bronze');
  });

  it("lists every tier's threshold and perks, as spec 001 §9 words them", async () => {
    serveUser([{ level: null, bookings_count: 0 }]);
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No tier yet' })).toBeVisible();
    const perks = (name: RegExp) =>
      within(tier(name))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(tier(/^Bronze/)).toHaveTextContent('From 1 booking in 12 months');
    expect(perks(/^Bronze/)).toEqual([
      'A complimentary Mini for yourself',
      'A complimentary Mini to gift',
      'A donation',
    ]);
    expect(tier(/^Gold/)).toHaveTextContent('From 4 bookings in 12 months');
    expect(perks(/^Gold/)).toEqual(['A complimentary Major', '2 Minis to gift', 'A styling kit']);
    expect(tier(/^Platinum/)).toHaveTextContent('From 8 bookings in 12 months');
    expect(perks(/^Platinum/)).toEqual(['A Mini with a celebrity stylist', 'A photoshoot']);
  });

  it('says rewards are redeemed in the iOS app, with the app-install link', async () => {
    serveUser([{ level: 'platinum', bookings_count: 9 }]);
    renderTab();
    expect(await screen.findByText("You've reached our top tier. Thank you!")).toBeVisible();
    expect(screen.getByText(/Redeeming rewards requires the .+ iOS app\./)).toBeVisible();
    const link = screen.getByRole('link', { name: 'Get the app (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://apps.apple.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers a retry when the user cannot be loaded', async () => {
    serveUser(['error', { level: 'bronze', bookings_count: 1 }]);
    const { user } = renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your rewards");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your tier: Bronze' })).toBeVisible();
  });
});
