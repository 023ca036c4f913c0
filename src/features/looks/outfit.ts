import { normaliseItem, type ApiItem, type Item } from '@/api/items';

/** A look's author as the look pages show them. */
export type LookStylist = {
  id: string;
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
};

/** One look with its items (spec 001 §3 "Look / outfit"), as the outfit and item pages use it. */
export type Outfit = {
  id: string;
  name: string;
  picture: string;
  gender: 'female' | 'male';
  stylist: LookStylist;
  items: Item[];
  liked: boolean;
};

/** A look in the shopper's favourites (`GET proxy/user/{uid}/favorites/looks`). */
export type FavoriteLook = { id: string; name: string; picture: string; stylist: LookStylist };

export type ApiLookOwner = {
  uuid?: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  profile_picture?: string | null;
};

export type ApiOutfitDetail = {
  unique?: string;
  uuid?: string;
  outfit_name?: string;
  name?: string;
  attributes?: { name?: string; gender?: string };
  picture?: string;
  owner?: ApiLookOwner;
  items?: ApiItem[];
  liked?: boolean;
};

export type ApiFavoriteLook = {
  uuid?: string;
  unique?: string;
  name?: string;
  picture?: string;
  owner?: ApiLookOwner;
};

export const toLookStylist = (owner: ApiLookOwner = {}): LookStylist => {
  const [first = '', ...rest] = (owner.name ?? '').split(' ');
  return {
    id: owner.uuid ?? '',
    firstName: owner.first_name ?? first,
    lastName: owner.last_name ?? rest.join(' '),
    pictureUrl: owner.profile_picture ?? null,
  };
};

/** Either id field, either name field; the attributes' name and gender when the look has none. */
export const toOutfit = (outfit: ApiOutfitDetail): Outfit => ({
  id: outfit.unique ?? outfit.uuid ?? '',
  name: outfit.outfit_name ?? outfit.name ?? outfit.attributes?.name ?? '',
  picture: outfit.picture ?? '',
  gender: outfit.attributes?.gender === 'male' ? 'male' : 'female',
  stylist: toLookStylist(outfit.owner),
  items: (outfit.items ?? []).map(normaliseItem),
  liked: outfit.liked === true,
});

export const toFavoriteLook = (look: ApiFavoriteLook): FavoriteLook => ({
  id: look.uuid ?? look.unique ?? '',
  name: look.name ?? '',
  picture: look.picture ?? '',
  stylist: toLookStylist(look.owner),
});

/** "Ann Lee", or "Ann", or '' when the look's author is unknown. */
export const stylistName = ({ firstName, lastName }: LookStylist) =>
  [firstName, lastName].filter(Boolean).join(' ');
