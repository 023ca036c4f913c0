import type { UserRow } from '../http/appEnv';

/** The user as `GET proxy/user/{uid}` answers it (spec 000 §3, spec 001 §3). */
export const presentUser = (user: UserRow) => ({
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
  bookings_count: user.bookingsCount,
  level: user.level,
  new_user: user.isNewUser,
  picture_small: user.pictureUrl,
  profile_picture: user.pictureUrl,
  counters: { purchases: 0 },
  /** False for an account that signs in only with Google (docs/contracts/settings.md). */
  has_password: user.passwordHash !== null,
});
