import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { recordReports } from '@/testing/reports';
import { server } from '@/testing/server';
import { buildReview, buildStylist } from './profileTestData';
import type { ApiReview } from './profileTypes';
import { ReviewsSection } from './ReviewsSection';

/** Serves `reviews` 5 at a time and records each request's `from`. */
const serveReviews = (reviews: ApiReview[]) => {
  const froms: string[] = [];
  server.use(
    http.get(gatewayUrl('proxy/stylist/s-1/reviews'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      froms.push(`${params.get('from')}/${params.get('count')}`);
      const from = Number(params.get('from'));
      return HttpResponse.json({ reviews: reviews.slice(from, from + 5), total: reviews.length });
    }),
  );
  return froms;
};

const many = (count: number) => Array.from({ length: count }, (_, index) => buildReview(index + 1));

describe('ReviewsSection', () => {
  const reports = recordReports();

  it('shows the client, date, stars, title and text of each review', async () => {
    serveReviews([buildReview(1, { rate: 4, created: '2025-03-05T12:00:00.000Z' })]);
    renderWithProviders(<ReviewsSection stylist={buildStylist()} />);

    const review = (await screen.findByText('Review text 1')).closest('article')!;
    expect(within(review).getByText('Client1 Smith')).toBeInTheDocument();
    expect(within(review).getByText('March 05, 2025')).toBeInTheDocument();
    expect(within(review).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(review).getByRole('heading', { name: 'Review title 1' })).toBeInTheDocument();
  });

  it('has no pager for 5 reviews or fewer', async () => {
    serveReviews(many(5));
    renderWithProviders(<ReviewsSection stylist={buildStylist()} />);
    await screen.findByText('Review text 5');
    expect(screen.queryByRole('navigation', { name: 'Reviews pages' })).not.toBeInTheDocument();
  });

  it('pages through more than 5 reviews, asking for from=5 on page 2', async () => {
    const froms = serveReviews(many(7));
    const { user } = renderWithProviders(<ReviewsSection stylist={buildStylist()} />);
    await screen.findByText('Review text 5');
    const pager = screen.getByRole('navigation', { name: 'Reviews pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Review text 6')).toBeInTheDocument();
    expect(screen.getByText('Review text 7')).toBeInTheDocument();
    expect(screen.queryByText('Review text 1')).not.toBeInTheDocument();
    expect(froms).toEqual(['0/5', '5/5']);
    expect(within(pager).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('reads a 404 as no reviews yet, without reporting it', async () => {
    server.use(
      http.get(gatewayUrl('proxy/stylist/s-1/reviews'), () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    renderWithProviders(<ReviewsSection stylist={buildStylist()} />);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(reports).toHaveLength(0);
  });

  it.each([
    ['a visitor', false, true, false],
    ['a shopper without a session', true, false, false],
    ['a shopper who had a session', true, true, true],
  ])('offers Add review to %s: %s', async (_who, signedIn, hasSession, shown) => {
    serveReviews([]);
    renderWithProviders(<ReviewsSection stylist={buildStylist({ has_session: hasSession })} />, {
      preloadedState: signedIn ? signedInState() : undefined,
    });
    await screen.findByText('No reviews yet.');
    expect(Boolean(screen.queryByRole('button', { name: 'Add review' }))).toBe(shown);
  });

  it('opens the AddReview modal for the stylist', async () => {
    serveReviews([]);
    const { user, store } = renderWithProviders(
      <ReviewsSection stylist={buildStylist({ has_session: true })} />,
      { preloadedState: signedInState() },
    );
    await user.click(await screen.findByRole('button', { name: 'Add review' }));
    expect(store.getState().ui.modal).toMatchObject({
      type: 'AddReview',
      modalProps: { stylistId: 's-1', stylistName: 'Ann' },
    });
  });
});
