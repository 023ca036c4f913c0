import type { reviews, stylists, tags } from '../db/schema';

type StylistRow = typeof stylists.$inferSelect;
type TagRow = typeof tags.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;

/** Who a stylist is, wherever an answer names one: id, name and picture. */
export const presentStylistSummary = (
  stylist: Pick<StylistRow, 'id' | 'firstName' | 'lastName' | 'profilePicture'>,
) => ({
  uuid: stylist.id,
  name: `${stylist.firstName} ${stylist.lastName}`,
  first_name: stylist.firstName,
  last_name: stylist.lastName,
  profile_picture: stylist.profilePicture,
});

export type StylistStats = { reviewsCount: number; averageRating: number | null };
export type LookSummary = { id: string; name: string; picture: string; styleTags: string[] };

/** The stored match of the reader with this stylist (server/src/matching). */
export type StylistMatch = { percentage: number; tags: string[]; why: string };

/**
 * What only the signed-in reader sees about a stylist: their match, their sessions and chat with
 * the stylist, whether it is a favourite. Never filled for anyone but the signed-in user.
 */
export type StylistPersonal = {
  match: StylistMatch | null;
  hasActiveSession: boolean;
  hasSession: boolean;
  channelSid: string | null;
  isFavorite: boolean;
};

/**
 * A stylist as the gateway answers (spec 000 §3). Without `personal` the reader-specific fields
 * keep their neutral values (no match, no session) and `why` / `is_favorite` are absent: that is
 * the public answer, the same for every reader, which the catalogue cache keeps. With `personal`
 * it is the public answer with the reader's own fields laid over it (`withPersonal`).
 */
export const presentStylist = (
  stylist: StylistRow,
  {
    stats,
    tags = [],
    looks = [],
    personal,
  }: {
    stats: StylistStats;
    tags?: TagRow[];
    looks?: LookSummary[];
    personal?: StylistPersonal;
  },
) => {
  const answer = {
    ...presentStylistSummary(stylist),
    location: stylist.location,
    city: stylist.city,
    moodboard: stylist.moodboard,
    moodboard_male: stylist.moodboardMale,
    channel_sid: null as string | null,
    average_response_time: stylist.averageResponseTime,
    average_star_rating: stats.averageRating,
    reviews_count: stats.reviewsCount,
    looks: {
      data: looks.map((look) => ({
        uuid: look.id,
        picture: look.picture,
        style_tags: look.styleTags,
      })),
    },
    why_we_recommend: stylist.whyWeRecommend,
    match_tags: [] as string[],
    info: stylist.info,
    has_active_session: false,
    has_session: false,
    is_approved: stylist.isApproved ? '1' : '0',
    is_active: stylist.isActive,
    is_bot: stylist.isBot,
    bio: stylist.bio,
    education: stylist.education,
    collaborations: stylist.collaborations,
    website: stylist.website,
    instagram_url: stylist.instagramUrl,
    instagram_followers_count: stylist.instagramFollowers,
    service: stylist.service,
    style_tags: tags.filter((tag) => tag.kind === 'style').map((tag) => tag.name),
    expertise_tags: tags
      .filter((tag) => tag.kind === 'expertise')
      .map((tag) => ({ tag_uuid: tag.id, tag_picture: tag.picture, tag_name: tag.name })),
    match_percentage: null as number | null,
  };
  return personal ? withPersonal(answer, personal) : answer;
};

export type PublicStylist = ReturnType<typeof presentStylist>;

/**
 * A public stylist answer with the reader's own fields laid over it: a new object (the public one
 * is shared and never changed). The fields keep their places; `why` and `is_favorite` come last.
 */
export const withPersonal = <T extends object>(publicAnswer: T, personal: StylistPersonal) => ({
  ...publicAnswer,
  channel_sid: personal.channelSid,
  match_tags: personal.match?.tags ?? [],
  has_active_session: personal.hasActiveSession,
  has_session: personal.hasSession,
  match_percentage: personal.match?.percentage ?? null,
  why: personal.match?.why ?? null,
  is_favorite: personal.isFavorite,
});

/** A review writer's avatar as a review answers it: `pictureSmall`, `Medium` and `Large`. */
export type ReviewerAvatar = { small: string | null; medium: string | null; large: string | null };

/**
 * A review as the profile shows it (spec 000 §3 Review). `avatar`: its writer's current picture
 * (services/reviews/reviewerAvatars.ts `reviewAvatar`), small for the 40 px byline.
 * `picture_variants`: its photo's sized WebP variants (services/reviews/reviewPhotos.ts),
 * narrowest first; none without a photo or for one from before variants were made.
 */
export const presentReview = (
  review: ReviewRow,
  stylist: StylistRow,
  {
    avatar,
    photoVariants,
  }: { avatar: ReviewerAvatar; photoVariants: readonly { width: number; url: string }[] },
) => ({
  uuid: review.id,
  user: {
    firstName: review.clientFirstName,
    lastName: review.clientLastName,
    pictureSmall: avatar.small,
    pictureMedium: avatar.medium,
    pictureLarge: avatar.large,
  },
  created: review.createdAt.toISOString(),
  title: review.title,
  description: review.description,
  picture: review.picture,
  picture_variants: photoVariants,
  rate: review.rate,
  stylistUuid: stylist.id,
  stylistName: `${stylist.firstName} ${stylist.lastName}`,
});
