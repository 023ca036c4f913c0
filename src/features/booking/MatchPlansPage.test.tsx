import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { initialOnboardingState } from '@/features/onboarding/onboardingSlice';
import { decodeBookingQuery } from '@/lib/bookingCodec';
import { gatewayUrl } from '@/testing/apiUrls';
import { mockMatchMedia } from '@/testing/mockMatchMedia';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { bookingHandlers, bookingRoute } from './bookingTestData';

const need = (key: string) => ({ key, text: key });

const renderPlans = (needKeys: string[], booking = { stylistId: 's-1', bookingSource: 'match' }) =>
  renderApp({
    route: bookingRoute('/match/plans', booking),
    preloadedState: {
      ...signedInState(),
      onboarding: {
        ...initialOnboardingState,
        needs: Object.fromEntries(needKeys.map((key) => [key, need(key)])),
      },
    },
  });

/** The quiz the server holds (GET proxy/user/{uid}/onboarding), counting its reads. */
const serveStoredQuiz = (needs: string[]) => {
  const stored = { reads: 0 };
  server.use(
    http.get(gatewayUrl('proxy/user/:uid/onboarding'), () => {
      stored.reads += 1;
      return HttpResponse.json({ needs, gender: 'female', tag_uuids: [], styles: [] });
    }),
    ...bookingHandlers(),
  );
  return stored;
};

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

let restoreMedia = () => {};
afterEach(() => restoreMedia());
beforeAll(() => import('./MatchPlansPage'));

describe('MatchPlansPage', () => {
  it('on tablet and wider, starts the tabs on the recommended plan, marked Best Match', async () => {
    restoreMedia = mockMatchMedia(() => true).restore;
    server.use(...bookingHandlers());
    renderPlans(['closet-cleanout']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Meet Our Plans' })).toBeVisible();
    expect(screen.getByText('Choose The Right Plan for You!')).toBeVisible();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Major', 'Lux · Best Match']);
    expect(screen.getByRole('tab', { name: /Lux/ })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Best Match')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Choose Lux' })).toBeVisible();
    expect(await screen.findByText('Ana Silva')).toBeVisible();
  });

  it('below tablet, lists all three plans for a Major recommendation', async () => {
    restoreMedia = mockMatchMedia(() => false).restore;
    server.use(...bookingHandlers());
    renderPlans(['vacation']);

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Mini',
      'Major (Best Match)',
      'Lux',
    ]);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByText('$60')).toBeVisible();
    expect(within(cards[1]!).getByRole('link', { name: 'Learn More about Major' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('with no quiz in this tab, recommends from the result the server holds', async () => {
    restoreMedia = mockMatchMedia(() => true).restore;
    const stored = serveStoredQuiz(['closet-cleanout']);
    renderPlans([]);

    expect(await screen.findByRole('tab', { name: 'Lux · Best Match' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Major',
      'Lux · Best Match',
    ]);
    expect(stored.reads).toBe(1);
  });

  it('a quiz in this tab wins without asking the server', async () => {
    restoreMedia = mockMatchMedia(() => true).restore;
    const stored = serveStoredQuiz(['closet-cleanout']);
    renderPlans(['vacation']);

    expect(await screen.findByRole('tab', { name: 'Major · Best Match' })).toBeVisible();
    expect(stored.reads).toBe(0);
  });

  it('recommends Major when the stored quiz cannot be read', async () => {
    restoreMedia = mockMatchMedia(() => true).restore;
    server.use(
      http.get(gatewayUrl('proxy/user/:uid/onboarding'), () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
      ...bookingHandlers(),
    );
    renderPlans([]);

    expect(await screen.findByRole('tab', { name: 'Major · Best Match' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('narrows the plans to availablePlans', async () => {
    restoreMedia = mockMatchMedia(() => false).restore;
    server.use(...bookingHandlers());
    renderApp({
      route: `${bookingRoute('/match/plans', { stylistId: 's-1' })}&availablePlans=mini,major`,
      preloadedState: signedInState(),
    });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
  });

  it('moves on to the styling goal with the chosen plan in the booking', async () => {
    restoreMedia = mockMatchMedia(() => false).restore;
    server.use(...bookingHandlers());
    const { user } = renderPlans([]);
    await user.click(await screen.findByRole('button', { name: 'Choose Mini' }));
    await waitFor(() => expect(location().pathname).toBe('/goals'));
    expect(decodeBookingQuery(location().searchParams.get('booking'))).toEqual({
      stylistId: 's-1',
      bookingSource: 'match',
      plan: 'mini',
    });
  });

  it('sends a booking without a stylist to the quiz', async () => {
    server.use(...bookingHandlers());
    renderApp({ route: '/match/plans?booking=garbage', preloadedState: signedInState() });
    await waitFor(() => expect(location().pathname).toBe('/onboarding'));
  });

  it('offers the free consultation when a scheduling page is configured', async () => {
    const saved = env.schedulingUrl;
    env.schedulingUrl = 'https://schedule.example/free';
    restoreMedia = () => {
      env.schedulingUrl = saved;
    };
    server.use(...bookingHandlers());
    renderPlans([]);
    expect(
      await screen.findByRole('heading', { name: 'Not Sure Which Plan Suits You Best?' }),
    ).toBeVisible();
  });
});
