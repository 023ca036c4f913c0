/** Wire types of the contract, as the gateway and the second root send them. */
import type { PictureVariant } from '@/lib/pictureSrcSet';

export type Gender = 'male' | 'female' | 'neutral';

/** GET proxy/user/{uid} (spec 000 §3, spec 001 §3). */
export type ApiUser = {
  user_uuid?: string;
  uuid?: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number?: string | null;
  phone?: string | null;
  gender?: Gender | null;
  country?: string | null;
  location?: string | null;
  birthday?: string | null;
  bookings_count?: number;
  level?: string | null;
  new_user?: boolean;
  picture_small?: string | null;
  profile_picture?: string | null;
  /** The profile picture's sized WebP variants, narrowest first (`[{ width, url }]`). */
  picture_variants?: PictureVariant[] | null;
  counters?: { purchases?: number };
  /** False for an account that signs in only with Google. */
  has_password?: boolean;
};

/** A 400 answer's body: errors mapped to form fields. */
export type ApiFieldError = { field: string; message: string };

/** A review as the gateway sends it (spec 000 §3 Review): a stylist's reviews, the latest reviews. */
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
  /** The photo's sized WebP variants (320, 640 px), narrowest first; none for older reviews. */
  picture_variants?: PictureVariant[] | null;
  /** 1 to 5. */
  rate: number;
  stylistUuid: string;
  stylistName: string;
};

/**
 * A review from GET review/latest (spec 000 §3 Review plus the "Latest reviews" fields), as the
 * reviews carousel and the ReadReview modal show it.
 */
export type LatestReview = ApiReview & {
  uuid: string;
  clientFirstName: string;
  clientLastName: string;
  stylistFirstName: string;
  stylistLastName: string;
};
