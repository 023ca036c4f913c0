/** The shopper's photos (spec 001 §3 "Photo"; docs/contracts/closet.md). */
import { pictureVariantsOf, type PictureVariant } from '@/lib/pictureSrcSet';
import { count, list, text } from './wireValues';

export type ApiPhoto = {
  photo_uuid?: string;
  uuid?: string;
  name?: string | null;
  picture?: string | null;
  picture_small?: string | null;
  /** The photo's sized WebP variants (`[{ width, url }]`). */
  picture_variants?: unknown;
  width?: number | null;
  height?: number | null;
};

export type Photo = {
  /** `photo_uuid`, exposed as id (spec 001 §3 "Photo"). */
  id: string;
  name: string;
  picture: string | null;
  thumbnail: string | null;
  /** The photo's sized variants, for the grid's `srcset`; none: the thumbnail as it is. */
  pictureVariants: PictureVariant[];
  width: number | null;
  height: number | null;
};

export const toPhoto = (photo: ApiPhoto): Photo => ({
  id: photo.photo_uuid ?? photo.uuid ?? '',
  name: text(photo.name) || 'Photo',
  picture: photo.picture ?? photo.picture_small ?? null,
  thumbnail: photo.picture_small ?? photo.picture ?? null,
  pictureVariants: pictureVariantsOf(photo.picture_variants),
  width: typeof photo.width === 'number' ? photo.width : null,
  height: typeof photo.height === 'number' ? photo.height : null,
});

export type ApiPhotosPage = { items?: ApiPhoto[]; quota_max?: number };

export type PhotosPage = { photos: Photo[]; total: number };

export const toPhotosPage = (page: ApiPhotosPage): PhotosPage => {
  const photos = list(page.items).map(toPhoto);
  return { photos, total: count(page.quota_max, photos.length) };
};
