/** Wire types of the stylist calls (contract docs/contracts/quiz-and-stylists.md, spec 000 §3). */

export type ApiLookSummary = { uuid: string; picture: string; style_tags: string[] };

export type ApiExpertiseTag = { tag_uuid: string; tag_picture: string | null; tag_name: string };

/** A stylist as the gateway answers; personal fields only for a signed-in reader. */
export type ApiStylist = {
  uuid: string;
  name: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  location: string | null;
  city: string | null;
  moodboard: string | null;
  moodboard_male: string | null;
  channel_sid: string | null;
  /** Hours; the UI defaults to 24 when missing. */
  average_response_time: number | null;
  average_star_rating: number | null;
  reviews_count: number;
  looks: { data: ApiLookSummary[] };
  why_we_recommend: string | null;
  match_tags: string[];
  info: string | null;
  has_active_session: boolean;
  has_session: boolean;
  /** '1' means approved. */
  is_approved: string;
  is_active: boolean;
  is_bot: boolean;
  bio: string | null;
  education: string | null;
  collaborations: string | null;
  website: string | null;
  instagram_url: string | null;
  instagram_followers_count: number | null;
  service: string | null;
  style_tags?: string[];
  expertise_tags: ApiExpertiseTag[];
  /** Integer 0–100, null when the reader has no quiz result. */
  match_percentage: number | null;
  /** One sentence for 'Why {first name}' (matches and a signed-in read). */
  why?: string | null;
  is_favorite?: boolean;
};

/** GET proxy/stylist/all/names entry. */
export type ApiStylistName = { stylist_uuid: string; stylist_name: string };

export type ApiItems<T> = { items: T[] };
