/** Wire types of the profile-only calls (contract docs/contracts/quiz-and-stylists.md). */

import type { ApiReview } from '@/api/types';

export type { ApiReview };

export type ReviewsPage = { reviews: ApiReview[]; total: number };

/** One look of GET proxy/stylist/{id}/looks. */
export type ApiOutfit = { uuid: string; name: string; picture: string; style_tags: string[] };

/** `nextPage` is the next `from` (pages start at 1), or null on the last page. */
export type LooksPage = { outfits: ApiOutfit[]; nextPage: number | null };
