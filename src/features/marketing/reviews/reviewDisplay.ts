import type { LatestReview } from './latestReviewsApi';

export const clientNameOf = (review: LatestReview) =>
  `${review.clientFirstName} ${review.clientLastName}`.trim();

export const stylistNameOf = (review: LatestReview) =>
  `${review.stylistFirstName} ${review.stylistLastName}`.trim() || review.stylistName;

export const stylistProfilePath = (review: LatestReview) =>
  `/stylist/${encodeURIComponent(review.stylistUuid)}/profile`;
