import { act, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { signedInAccountHandlers } from '@/testing/handlers';
import { mockMatchMedia, viewport } from '@/testing/mockMatchMedia';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { GIFT_SLIDESHOW_MS } from './giftsContent';
import { GiftsPage } from './GiftsPage';
import {
  emailEvents,
  emailQueue,
  enableTracking,
  resetTrackingAfterEach,
  tagEvents,
} from './trackingTestKit';

const location = () => screen.getByTestId('location').textContent;

/** The slide in view (the others are aria-hidden), as '2 of 5'. */
const shownSlides = () =>
  within(screen.getByRole('region', { name: 'Gift ideas' }))
    .getAllByRole('group')
    .map((slide) => slide.getAttribute('aria-label'));

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

let media: ReturnType<typeof mockMatchMedia> | null = null;

resetTrackingAfterEach();
afterEach(() => {
  vi.useRealTimers();
  media?.restore();
  media = null;
});

describe('GiftsPage', () => {
  it('has every section from the first render, in the spec’s order, under one h1', () => {
    renderWithProviders(<GiftsPage />, { route: '/gifts' });
    const titles = [...document.querySelectorAll('h1, h2')].map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Give the Gift of Style',
      'Choose Their Gift',
      'A Gift for Everyone on Your List',
      'Why It Makes a Great Gift',
      'How Gifting Works',
      'Looking for Something to Unwrap?',
    ]);
    for (const name of titles) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Treat your fashion-forward friends and family to a fun styling experience.',
      ),
    ).toBeVisible();
    const steps = screen.getByRole('region', { name: 'How Gifting Works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(screen.getByRole('region', { name: 'Why It Makes a Great Gift' })).getAllByRole(
        'heading',
        { level: 3 },
      ),
    ).toHaveLength(5);
  });

  it('loads the hero picture first and the others lazily', () => {
    renderWithProviders(<GiftsPage />, { route: '/gifts' });
    const hero = within(screen.getByRole('region', { name: 'Give the Gift of Style' })).getByRole(
      'img',
    );
    expect(hero).toHaveAttribute('src', '/media/marketing/lux-gift.svg');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    const slides = screen.getByRole('region', { name: 'Gift ideas' }).querySelectorAll('img');
    expect(slides).toHaveLength(5);
    for (const slide of slides) expect(slide).toHaveAttribute('loading', 'lazy');
  });

  it('prices the three plans from the catalogue, each with a Buy to the choose page', () => {
    renderWithProviders(<GiftsPage />, { route: '/gifts' });
    const table = screen.getByRole('region', { name: 'Choose Their Gift' });
    for (const [name, price, plan] of [
      ['Mini', '$60', 'mini'],
      ['Major', '$130', 'major'],
      ['Lux', '$550', 'lux'],
    ] as const) {
      const card = within(table).getByRole('article', { name });
      expect(within(card).getByText(price)).toBeVisible();
      expect(within(card).getByRole('link', { name: `Buy the ${name} gift card` })).toHaveAttribute(
        'href',
        `/gift-cards/choose?plan=${plan}`,
      );
    }
    expect(within(table).getByRole('link', { name: 'About the Lux gift' })).toHaveAttribute(
      'href',
      '/gift-cards/lux',
    );
  });

  it('links to gift shopping', () => {
    renderWithProviders(<GiftsPage />, { route: '/gifts' });
    for (const link of screen.getAllByRole('link', { name: /Shop Gift/ }))
      expect(link).toHaveAttribute('href', '/gifts/shopping');
    expect(screen.getAllByRole('link', { name: /Shop Gift/ })).toHaveLength(2);
  });

  it('advances the slideshow every 3.5 seconds, and stops when paused', () => {
    vi.useFakeTimers();
    renderWithProviders(<GiftsPage />, { route: '/gifts' });
    expect(GIFT_SLIDESHOW_MS).toBe(3500);
    expect(shownSlides()).toEqual(['1 of 5']);
    advance(3490);
    expect(shownSlides()).toEqual(['1 of 5']);
    advance(10);
    expect(shownSlides()).toEqual(['2 of 5']);
    expect(screen.getByText('For the graduate starting a first job')).toBeVisible();
    advance(3500);
    expect(shownSlides()).toEqual(['3 of 5']);

    act(() => {
      screen.getByRole('button', { name: 'Pause slideshow' }).click();
    });
    advance(3500 * 4);
    expect(shownSlides()).toEqual(['3 of 5']);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  it('keeps the slideshow still for reduced motion, with Play at hand', () => {
    vi.useFakeTimers();
    media = mockMatchMedia(viewport(1440, { reducedMotion: true }));
    renderWithProviders(<GiftsPage />, { route: '/gifts' });
    advance(3500 * 4);
    expect(shownSlides()).toEqual(['1 of 5']);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  it('tracks one page view for a visitor, even under StrictMode', () => {
    enableTracking();
    render(
      <StrictMode>
        <AppProviders store={makeStore()}>
          <MemoryRouter initialEntries={['/gifts']}>
            <GiftsPage />
          </MemoryRouter>
        </AppProviders>
      </StrictMode>,
    );
    expect(emailEvents('giftcards_page_view')).toEqual([
      ['track', 'giftcards_page_view', { platform: 'web', page: 'gifts' }],
    ]);
    expect(emailQueue().some((entry) => entry[0] === 'identify')).toBe(false);
    expect(tagEvents('giftcards_page_view')).toEqual([expect.objectContaining({ page: 'gifts' })]);
  });

  it('identifies a signed-in shopper in the one page view', async () => {
    server.use(...signedInAccountHandlers());
    enableTracking();
    renderWithProviders(<GiftsPage />, { route: '/gifts', preloadedState: signedInState() });
    await waitFor(() => expect(emailEvents('giftcards_page_view')).toHaveLength(1));
    const queue = emailQueue();
    const view = queue.findIndex((entry) => entry[1] === 'giftcards_page_view');
    expect(queue[view - 1]).toEqual(['identify', { $id: 'user-1', $email: 'a@b.co' }]);
  });

  it('tracks every Buy with its plan and goes to the choose page', async () => {
    enableTracking();
    const { user } = renderWithProviders(<GiftsPage />, { route: '/gifts' });
    await user.click(screen.getByRole('link', { name: 'Buy the Lux gift card' }));
    expect(location()).toBe('/gift-cards/choose?plan=lux');
    expect(emailEvents('giftcards_buy_click')).toEqual([
      [
        'track',
        'giftcards_buy_click',
        { platform: 'web', page: 'gifts', plan: 'lux', element: 'plan card' },
      ],
    ]);
    expect(tagEvents('giftcards_buy_click')).toHaveLength(1);
  });

  it('sends the hero Buy to the choose page with the default plan', async () => {
    enableTracking();
    const { user } = renderWithProviders(<GiftsPage />, { route: '/gifts' });
    await user.click(screen.getByRole('link', { name: 'Buy a Gift Card' }));
    expect(location()).toBe('/gift-cards/choose?plan=major');
    expect(emailEvents('giftcards_buy_click')).toEqual([
      [
        'track',
        'giftcards_buy_click',
        { platform: 'web', page: 'gifts', plan: 'major', element: 'hero' },
      ],
    ]);
  });
});
