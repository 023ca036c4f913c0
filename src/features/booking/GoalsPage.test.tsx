import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeBookingQuery } from '@/lib/bookingCodec';
import { rootUrl } from '@/testing/apiUrls';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { bookingHandlers, bookingRoute } from './bookingTestData';

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

beforeAll(() => Promise.all([import('./GoalsPage'), import('./PlansStepPage')]));

describe('GoalsPage', () => {
  it('asks the goal under the stylist header and moves on 500 ms after a choice', async () => {
    server.use(...bookingHandlers());
    const { user } = renderApp({
      route: bookingRoute('/goals', { stylistId: 's-1', plan: 'major' }),
      preloadedState: signedInState(),
    });
    expect(
      await screen.findByRole('group', { name: 'What would you like Ana to help you with?' }),
    ).toBeVisible();
    const answer = screen.getByRole('button', { name: 'Find outfits for a special event' });
    await user.click(answer);
    expect(answer).toHaveAttribute('aria-pressed', 'true');
    expect(location().pathname).toBe('/goals');
    await waitFor(() => expect(location().pathname).toBe('/checkout'));
    expect(decodeBookingQuery(location().searchParams.get('booking'))).toEqual({
      stylistId: 's-1',
      plan: 'major',
      goal: 'g-2',
    });
  });

  it('asks for the plan next when the booking has none', async () => {
    server.use(...bookingHandlers());
    const { user } = renderApp({
      route: bookingRoute('/goals', { stylistId: 's-1' }),
      preloadedState: signedInState(),
    });
    await user.click(await screen.findByRole('button', { name: 'Refresh my everyday wardrobe' }));
    await waitFor(() => expect(location().pathname).toBe('/plans'));
    await user.click(await screen.findByRole('button', { name: /^Lux: I want to/ }));
    await waitFor(() => expect(location().pathname).toBe('/checkout'));
    expect(decodeBookingQuery(location().searchParams.get('booking'))).toEqual({
      stylistId: 's-1',
      goal: 'g-1',
      plan: 'lux',
    });
  });

  it('offers a retry when the goals cannot load', async () => {
    server.use(...bookingHandlers());
    server.use(http.get(rootUrl('goal'), () => HttpResponse.json({}, { status: 503 })));
    renderApp({
      route: bookingRoute('/goals', { stylistId: 's-1' }),
      preloadedState: signedInState(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the styling goals",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
