import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { decodeBookingQuery } from '@/lib/bookingCodec';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { aStylist } from '../stylistFixtures';
import type { ApiStylist } from '@/api/stylistTypes';

const ana = aStylist({
  uuid: 's-1',
  first_name: 'Ana',
  last_name: 'Silva',
  location: 'Lisbon, Portugal',
  match_percentage: 97,
  match_tags: ['Minimalist', 'Petite'],
  why: 'Ana loves clean lines as much as you do.',
  info: 'Ten years dressing creatives.',
  average_star_rating: 4.8,
  reviews_count: 12,
});

const looks = {
  data: [
    { uuid: 'l-1', picture: 'https://cdn.example.com/l1.jpg', style_tags: [] },
    { uuid: 'l-2', picture: 'https://cdn.example.com/l2.jpg', style_tags: [] },
  ],
};

const shopper = { user_uuid: 'user-1', first_name: 'Ada', last_name: 'L', email: 'a@b.co' };

const serve = (matches: ApiStylist[], read: Partial<ApiStylist> = {}) =>
  server.use(
    http.get(gatewayUrl('proxy/user/user-1'), () => HttpResponse.json(shopper)),
    // The shell's header, once booking leads on.
    http.get(gatewayUrl('proxy/user/user-1/cart'), () => HttpResponse.json({ items: [] })),
    http.get(gatewayUrl('proxy/user/user-1/bestMatchesNew'), () =>
      HttpResponse.json({ items: matches }),
    ),
    http.get(gatewayUrl('proxy/stylist/s-1/read'), ({ request }) =>
      new URL(request.url).searchParams.get('user_uuid') === 'user-1'
        ? HttpResponse.json({ ...ana, why: null, match_tags: [], looks, ...read })
        : HttpResponse.json({}, { status: 400 }),
    ),
  );

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

const renderMatch = () => renderApp({ route: '/match', preloadedState: signedInState() });

// Loads the lazy page once, so the first test does not spend its time importing it.
beforeAll(() => import('./MatchPage'));

describe('MatchPage', () => {
  it('hides a best match’s percentage under 90, as every list does', async () => {
    serve([{ ...ana, match_percentage: 84 }]);
    renderMatch();
    const card = await screen.findByRole('article', { name: 'Ana Silva' });
    expect(within(card).getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(within(card).queryByText(/% match/)).not.toBeInTheDocument();
  });

  it('shows the best match: who, how well, why, tags, info, rating and looks', async () => {
    serve([ana, aStylist({ uuid: 's-2', first_name: 'Bo' })]);
    renderMatch();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meet Your New Stylist!' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Ana Silva' });
    expect(within(card).getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(within(card).getByText('97% match')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '12 reviews' })).toHaveAttribute(
      'href',
      '/stylist/s-1/profile#reviews',
    );
    expect(within(card).getByRole('heading', { name: 'Why Ana' })).toBeInTheDocument();
    expect(within(card).getByText(ana.why ?? '')).toBeInTheDocument();
    expect(within(card).getByText('Minimalist')).toBeInTheDocument();
    expect(within(card).getByText('Ten years dressing creatives.')).toBeInTheDocument();
    expect(await within(card).findByRole('region', { name: "Ana's looks" })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Look 1 by Ana' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/l1.jpg',
    );
    expect(screen.queryByText('Bo Silva')).not.toBeInTheDocument();
  });

  it('shows how it works after the match, with the product name', async () => {
    serve([ana]);
    renderMatch();
    const steps = await screen.findByRole('region', { name: 'How it works' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      '1Get matched with A-list stylists',
      '2Book an online session',
      '3Recieve Personalized shoppable looks',
      `4Buy what you love on ${env.productName}`,
    ]);
  });

  it("starts booking with source 'match' on 'Continue with Ana'", async () => {
    serve([ana]);
    const { user } = renderMatch();
    const button = await screen.findByRole('button', { name: 'Continue with Ana' });
    await screen.findByRole('region', { name: "Ana's looks" });
    await user.click(button);
    expect(location().pathname).toBe('/match/plans');
    expect(decodeBookingQuery(location().searchParams.get('booking'))).toEqual({
      stylistId: 's-1',
      bookingSource: 'match',
    });
  });

  describe('the looks carousel', () => {
    afterEach(() => vi.useRealTimers());

    it('plays every 5 seconds, as carousels do (000 §9), with Pause at hand', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const six = Array.from({ length: 6 }, (_, index) => ({
        uuid: `l-${index + 1}`,
        picture: `https://cdn.example.com/l${index + 1}.jpg`,
        style_tags: [],
      }));
      serve([ana], { looks: { data: six } });
      renderMatch();
      const carousel = await screen.findByRole('region', { name: "Ana's looks" });
      await within(carousel).findByRole('img', { name: 'Look 6 by Ana', hidden: true });
      const firstShown = () =>
        within(carousel).getAllByRole('group')[0]?.getAttribute('aria-label');
      expect(firstShown()).toBe('1 of 6');
      act(() => {
        vi.advanceTimersByTime(4900);
      });
      expect(firstShown()).toBe('1 of 6');
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(firstShown()).toBe('2 of 6');
      expect(within(carousel).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    });
  });

  it('goes to the active session instead when there is one', async () => {
    serve([ana], { has_active_session: true });
    const { user } = renderMatch();
    await screen.findByRole('region', { name: "Ana's looks" });
    await user.click(screen.getByRole('button', { name: 'Continue with Ana' }));
    expect(location().pathname).toBe('/chat/s-1/user-1');
  });

  it('sends a shopper without a match to the stylist search', async () => {
    serve([]);
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/favourites'), () => HttpResponse.json({ items: [] })),
      http.get(gatewayUrl('proxy/stylist/all/names'), () => HttpResponse.json({ items: [] })),
      http.get(gatewayUrl('proxy/stylist/readAll'), () => HttpResponse.json({ items: [] })),
    );
    renderMatch();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Stylists Match!' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/stylistSearch');
  });

  it('offers a retry when the matches cannot be loaded', async () => {
    let calls = 0;
    serve([ana]);
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/bestMatchesNew'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json({ items: [ana] });
      }),
    );
    const { user } = renderMatch();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ana Silva' })).toBeInTheDocument();
  });
});
