import type { LoyaltyLevel } from '@shared/loyalty';
import type { UserRow } from '../db/rows';

/** The user's loyalty as the user's JSON shows it: `loyaltyOf` (services/membership) reads it. */
export type Loyalty = { level: LoyaltyLevel | null; bookingsCount: number };

/**
 * The user as `GET proxy/user/{uid}` answers it (spec 000 §3, spec 001 §3). With `loyalty`,
 * `level` and `bookings_count` are the loyalty tier and the bookings of the last 12 months it is
 * based on (docs/contracts/settings.md, "Loyalty"); without, as stored. `picture_variants` are
 * the profile picture's sized WebP variants (services/closet/profilePictureVariants.ts), for
 * `srcset`; none when not given.
 */
export const presentUser = (
  user: UserRow,
  {
    loyalty,
    pictureVariants = [],
  }: { loyalty?: Loyalty; pictureVariants?: { width: number; url: string }[] } = {},
) => ({
  user_uuid: user.id,
  uuid: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  phone_number: user.phoneNumber,
  phone: user.phoneNumber,
  gender: user.gender,
  country: user.country,
  location: user.location,
  birthday: user.birthday,
  bookings_count: loyalty ? loyalty.bookingsCount : user.bookingsCount,
  level: loyalty ? loyalty.level : user.level,
  new_user: user.isNewUser,
  picture_small: user.pictureUrl,
  profile_picture: user.pictureUrl,
  picture_variants: pictureVariants,
  counters: { purchases: 0 },
  /** False for an account that signs in only with Google (docs/contracts/settings.md). */
  has_password: user.passwordHash !== null,
});
