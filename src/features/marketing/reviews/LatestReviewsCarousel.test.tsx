import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { mockMatchMedia, viewport } from '@/testing/mockMatchMedia';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { LatestReviewsCarousel } from './LatestReviewsCarousel';
import { latestReviews, latestReviewsHandlers } from '@/testing/latestReviewsTestData';

const TITLE = 'See Why People Love Lookwright';

const renderCarousel = (width: number, options: { reducedMotion?: boolean } = {}) => {
  media = mockMatchMedia(viewport(width, options));
  return renderWithProviders(<LatestReviewsCarousel title={TITLE} headingId="reviews-title" />);
};

let media: ReturnType<typeof mockMatchMedia> | null = null;

/** Client names of the cards in view (the others are aria-hidden). */
const visibleClients = () =>
  screen
    .queryAllByRole('group')
    .map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent);

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

const clients = (...numbers: number[]) => numbers.map((n) => `Client${n} Valdez`);

describe('LatestReviewsCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(...latestReviewsHandlers(latestReviews(20)));
  });
  afterEach(() => {
    vi.useRealTimers();
    media?.restore();
    media = null;
  });

  it('is a section named by its heading, holding the reviews carousel', async () => {
    renderCarousel(1440);
    const section = screen.getByRole('region', { name: TITLE });
    expect(within(section).getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    expect(await within(section).findByRole('region', { name: 'Client reviews' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
  });

  it.each([
    [375, 1],
    [768, 1],
    [800, 3],
    [1024, 3],
    [1100, 4],
    [1439, 4],
    [1440, 5],
  ])('shows as many cards as fit at %i px: %i', async (width, count) => {
    renderCarousel(width);
    await screen.findByRole('region', { name: 'Client reviews' });
    expect(visibleClients()).toHaveLength(count);
  });

  it('advances 2 reviews every 5000 ms', async () => {
    renderCarousel(1440);
    await screen.findByRole('region', { name: 'Client reviews' });
    expect(visibleClients()).toEqual(clients(1, 2, 3, 4, 5));
    advance(4900);
    expect(visibleClients()).toEqual(clients(1, 2, 3, 4, 5));
    advance(100);
    expect(visibleClients()).toEqual(clients(3, 4, 5, 6, 7));
    advance(5000);
    expect(visibleClients()).toEqual(clients(5, 6, 7, 8, 9));
  });

  it('advances one review at a time where only one shows, so none is skipped', async () => {
    renderCarousel(375);
    await screen.findByRole('region', { name: 'Client reviews' });
    advance(5000);
    expect(visibleClients()).toEqual(clients(2));
  });

  it('offers Previous and Next instead of 20 dots on phones', async () => {
    const { user } = renderCarousel(375);
    await screen.findByRole('region', { name: 'Client reviews' });
    expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleClients()).toEqual(clients(2));
  });

  it('offers dots, one per step of 2, on wider screens', async () => {
    renderCarousel(1440);
    await screen.findByRole('region', { name: 'Client reviews' });
    // 20 reviews, 5 in view, 2 a step: first cards 1, 3, … 15 and the last page 16.
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(9);
  });

  it('stops with Pause', async () => {
    const { user } = renderCarousel(1440);
    await user.click(await screen.findByRole('button', { name: 'Pause slideshow' }));
    await user.click(document.body);
    advance(20_000);
    expect(visibleClients()).toEqual(clients(1, 2, 3, 4, 5));
  });

  it('stands still for reduced motion', async () => {
    renderCarousel(1440, { reducedMotion: true });
    await screen.findByRole('region', { name: 'Client reviews' });
    advance(20_000);
    expect(visibleClients()).toEqual(clients(1, 2, 3, 4, 5));
  });

  it('shows one placeholder card per visible review while loading', async () => {
    server.use(
      http.get(gatewayUrl('review/latest'), async () => {
        await delay(50);
        return HttpResponse.json({ reviews: latestReviews(20) });
      }),
    );
    renderCarousel(1100);
    const section = screen.getByRole('region', { name: TITLE });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('reviews-loading').children).toHaveLength(4);
    expect(await screen.findByRole('region', { name: 'Client reviews' })).toBeVisible();
    expect(screen.queryByTestId('reviews-loading')).not.toBeInTheDocument();
  });

  it('leaves the section out when the call fails', async () => {
    server.use(
      http.get(gatewayUrl('review/latest'), () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    );
    renderCarousel(1440);
    expect(screen.getByRole('heading', { name: TITLE })).toBeVisible();
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: TITLE })).toBeNull());
  });

  it('leaves the section out when there are no reviews', async () => {
    server.use(...latestReviewsHandlers([]));
    renderCarousel(1440);
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: TITLE })).toBeNull());
  });
});
