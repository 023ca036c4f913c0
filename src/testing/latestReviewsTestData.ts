import { http, HttpResponse } from 'msw';
import { gatewayUrl } from './apiUrls';
import type { LatestReview } from '@/api/types';

/** A latest review (GET review/latest) with readable defaults. */
export const aLatestReview = (overrides: Partial<LatestReview> = {}): LatestReview => {
  const clientFirstName = overrides.clientFirstName ?? 'Priya';
  const clientLastName = overrides.clientLastName ?? 'Valdez';
  const stylistFirstName = overrides.stylistFirstName ?? 'Ximena';
  const stylistLastName = overrides.stylistLastName ?? 'Sinclair';
  return {
    uuid: 'review-1',
    user: { firstName: clientFirstName, lastName: clientLastName, pictureSmall: null },
    created: '2025-03-05T12:00:00.000Z',
    title: null,
    description: 'Working with Ximena felt like shopping with a friend.',
    picture: null,
    rate: 5,
    stylistUuid: 'stylist-1',
    stylistName: `${stylistFirstName} ${stylistLastName}`,
    clientFirstName,
    clientLastName,
    stylistFirstName,
    stylistLastName,
    ...overrides,
  };
};

/** `count` reviews with distinct ids and client first names ('Client1' …). */
export const latestReviews = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    aLatestReview({ uuid: `review-${index + 1}`, clientFirstName: `Client${index + 1}` }),
  );

/**
 * GET review/latest answering `reviews`: page tests that show the reviews carousel add it with
 * `server.use(...latestReviewsHandlers())` (the test server refuses unhandled calls).
 */
export const latestReviewsHandlers = (reviews: LatestReview[] = latestReviews(6)) => [
  http.get(gatewayUrl('review/latest'), () => HttpResponse.json({ reviews })),
];
