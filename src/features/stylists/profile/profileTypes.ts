/** Wire types of the profile-only calls (contract docs/contracts/quiz-and-stylists.md). */

import type { ApiReview } from '@/api/types';

export type { ApiReview };

export type ReviewsPage = { reviews: ApiReview[]; total: number };
