import type { PictureVariant } from '@/lib/pictureSrcSet';
import { UID } from './currentUser';
import { gatewayApi } from './gatewayApi';
import type { ApiUser } from './types';

/** The signed-in user, as the shell and every protected page read it. */
export type CurrentUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  gender: ApiUser['gender'] | null;
  pictureUrl: string | null;
  /** The picture's sized variants, for `srcset` (none: show `pictureUrl` as it is). */
  pictureVariants: PictureVariant[];
  /** Bookings in the last 12 months: what the loyalty level is based on (shared/loyalty.ts). */
  bookingsCount: number;
  /** The loyalty level as the server says ('bronze', 'gold', 'platinum'), or null. */
  level: string | null;
  /** 'YYYY-MM-DD', or null when not given. */
  birthday: string | null;
  isNewUser: boolean;
  /** What /settings edits besides: '' when not given. */
  phone: string;
  location: string;
  country: string;
  /** False for an account that signs in only with Google. */
  hasPassword: boolean;
};

export const toCurrentUser = (user: ApiUser): CurrentUser => ({
  id: user.user_uuid ?? user.uuid ?? '',
  firstName: user.first_name,
  lastName: user.last_name,
  email: user.email,
  gender: user.gender ?? null,
  pictureUrl: user.picture_small ?? user.profile_picture ?? null,
  // Narrowest first, as the server answers them; read as they are (this is on every page's path).
  pictureVariants: Array.isArray(user.picture_variants) ? user.picture_variants : [],
  bookingsCount: user.bookings_count ?? 0,
  level: user.level ?? null,
  birthday: user.birthday ?? null,
  isNewUser: user.new_user ?? false,
  phone: user.phone_number ?? user.phone ?? '',
  location: user.location ?? '',
  country: user.country ?? '',
  hasPassword: user.has_password ?? true,
});

/**
 * The signed-in user (`GET proxy/user/{uid}`): shared by the shell, protected routes, /settings
 * and every area that needs the shopper's name or department, so it is one request and one cache
 * entry.
 */
const currentUserApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser, void>({
      query: () => `proxy/user/${UID}`,
      transformResponse: (user: ApiUser) => toCurrentUser(user),
      providesTags: ['User'],
    }),
  }),
});

export const { useGetCurrentUserQuery } = currentUserApi;
