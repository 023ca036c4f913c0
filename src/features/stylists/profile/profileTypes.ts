/** Wire types of the profile-only calls (contract docs/contracts/quiz-and-stylists.md). */

/** A review as GET proxy/stylist/{id}/reviews sends it (spec 000 §3 Review). */
export type ApiReview = {
  uuid?: string;
  user: {
    firstName: string;
    lastName: string;
    pictureSmall?: string | null;
    pictureMedium?: string | null;
    pictureLarge?: string | null;
  };
  created: string;
  title?: string | null;
  description: string;
  picture?: string | null;
  /** 1 to 5. */
  rate: number;
  stylistUuid: string;
  stylistName: string;
};

export type ReviewsPage = { reviews: ApiReview[]; total: number };

/** One look of GET proxy/stylist/{id}/looks. */
export type ApiOutfit = { uuid: string; name: string; picture: string; style_tags: string[] };

/** `nextPage` is the next `from` (pages start at 1), or null on the last page. */
export type LooksPage = { outfits: ApiOutfit[]; nextPage: number | null };
