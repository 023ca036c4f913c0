/**
 * The closet's wire shapes and what the SPA makes of them (spec 001 §3 "Closet item",
 * "ClosetSuggestion", "Photo"; docs/contracts/closet.md).
 */

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);
const count = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

export type ApiClosetItem = {
  id?: string;
  uuid?: string;
  unique?: string;
  item_uuid?: string;
  type?: string;
  name?: string | null;
  brand?: string | null;
  brand_name?: string | null;
  price?: number | null;
  currency?: string | null;
  picture?: string | null;
  picture_small?: string | null;
  picture_large?: string | null;
  item_size?: string | null;
  category?: string | null;
  colors?: string[] | null;
  seasons?: string[] | null;
  source?: string | null;
  created?: string | null;
};

export type ClosetItem = {
  id: string;
  name: string;
  brand: string;
  price: number | null;
  currency: string;
  picture: string | null;
  size: string | null;
  category: string | null;
  /** The shopper's own upload (type `user`), as opposed to a catalogue piece. */
  isUpload: boolean;
};

export const toClosetItem = (item: ApiClosetItem): ClosetItem => ({
  id: item.id ?? item.uuid ?? item.unique ?? item.item_uuid ?? '',
  name: text(item.name),
  brand: text(item.brand_name) || text(item.brand),
  price: typeof item.price === 'number' ? item.price : null,
  currency: text(item.currency) || 'usd',
  picture: item.picture ?? item.picture_large ?? item.picture_small ?? null,
  size: item.item_size ?? null,
  category: item.category ?? null,
  isUpload: item.type === 'user',
});

export type ApiClosetPage = { items?: ApiClosetItem[]; quota_max?: number };

/** A page of the closet; `total` is how many items match the filters in all (quota_max). */
export type ClosetPage = { items: ClosetItem[]; total: number };

export const toClosetPage = (page: ApiClosetPage): ClosetPage => {
  const items = list(page.items).map(toClosetItem);
  return { items, total: count(page.quota_max, items.length) };
};

/** The closet's page size (spec 001 §9). */
export const CLOSET_PAGE_SIZE = 50;

/**
 * Spec 001 §4 "Closet paging": the next offset, while quota_max minus it is above 0.
 * `from` counts items from 0.
 */
export const nextClosetOffset = (total: number, lastFrom: number, pageSize = CLOSET_PAGE_SIZE) => {
  const next = lastFrom + pageSize;
  return total - next <= 0 ? undefined : next;
};

export type ApiFilterOption = {
  key?: string;
  text?: string;
  picture?: string | null;
  hex?: string | null;
};

/** `{ category: { filter_options: [...] }, colors: {...}, ... }` (closet and look filters). */
export type ApiFilters = Record<string, { filter_options?: ApiFilterOption[] } | null | undefined>;

export type FilterOption = {
  key: string;
  text: string;
  picture: string | null;
  hex: string | null;
};

/** One filter the server offers: its key (`category`, `colors`, …) and its options, in order. */
export type FilterGroup = { key: string; options: FilterOption[] };

export const toFilterGroups = (filters: ApiFilters): FilterGroup[] =>
  Object.entries(filters ?? {}).flatMap(([key, group]) => {
    const options = list(group?.filter_options)
      .filter((option) => typeof option.key === 'string' && option.key !== '')
      .map((option) => ({
        key: option.key ?? '',
        text: text(option.text) || (option.key ?? ''),
        picture: option.picture ?? null,
        hex: option.hex ?? null,
      }));
    return [{ key, options }];
  });

/**
 * Chosen filters as the server reads them: each key a query parameter with its option keys
 * comma-separated (`category=tops,dresses&colors=black`); keys without values are left out.
 */
export type FilterQuery = Record<string, readonly string[]>;

export const toFilterParams = (filters: FilterQuery): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, values]) => values.length > 0)
      .map(([key, values]) => [key, values.join(',')]),
  );

export type ApiClosetTag = { key?: string; text?: string; count?: number };

export type ClosetTag = { key: string; text: string; count: number };

export const toClosetTags = (answer: { closetTags?: ApiClosetTag[] }): ClosetTag[] =>
  list(answer.closetTags)
    .filter((tag) => typeof tag.key === 'string')
    .map((tag) => ({ key: tag.key ?? '', text: text(tag.text), count: count(tag.count, 0) }));

export type LookType = 'moodboard' | 'styleboard';

export type ApiProfileLook = {
  uuid?: string;
  unique?: string;
  name?: string | null;
  outfit_name?: string | null;
  type?: string;
  description?: string | null;
  picture?: string | null;
  owner?: { uuid?: string; name?: string; first_name?: string; last_name?: string } | null;
  items?: unknown[] | null;
  created?: string | null;
};

export type ProfileLook = {
  id: string;
  name: string;
  type: LookType;
  picture: string | null;
  stylistName: string;
  itemsCount: number;
};

export const toProfileLook = (look: ApiProfileLook): ProfileLook => {
  const owner = look.owner ?? {};
  const fullName = [owner.first_name, owner.last_name].filter(Boolean).join(' ');
  return {
    id: look.uuid ?? look.unique ?? '',
    name: text(look.name) || text(look.outfit_name),
    type: look.type === 'moodboard' ? 'moodboard' : 'styleboard',
    picture: look.picture ?? null,
    stylistName: text(owner.name) || fullName,
    itemsCount: list(look.items).length,
  };
};

export type ApiProfileLooksPage = {
  items?: ApiProfileLook[];
  quota_max?: number;
  nextPage?: number | null;
};

export type ProfileLooksPage = { looks: ProfileLook[]; total: number; nextPage: number | null };

export const toProfileLooksPage = (page: ApiProfileLooksPage): ProfileLooksPage => {
  const looks = list(page.items).map(toProfileLook);
  return {
    looks,
    total: count(page.quota_max, looks.length),
    nextPage: typeof page.nextPage === 'number' ? page.nextPage : null,
  };
};

export type ApiPhoto = {
  photo_uuid?: string;
  uuid?: string;
  name?: string | null;
  picture?: string | null;
  picture_small?: string | null;
  width?: number | null;
  height?: number | null;
};

export type Photo = {
  /** `photo_uuid`, exposed as id (spec 001 §3 "Photo"). */
  id: string;
  name: string;
  picture: string | null;
  thumbnail: string | null;
  width: number | null;
  height: number | null;
};

export const toPhoto = (photo: ApiPhoto): Photo => ({
  id: photo.photo_uuid ?? photo.uuid ?? '',
  name: text(photo.name) || 'Photo',
  picture: photo.picture ?? photo.picture_small ?? null,
  thumbnail: photo.picture_small ?? photo.picture ?? null,
  width: typeof photo.width === 'number' ? photo.width : null,
  height: typeof photo.height === 'number' ? photo.height : null,
});

export type ApiPhotosPage = { items?: ApiPhoto[]; quota_max?: number };

export type PhotosPage = { photos: Photo[]; total: number };

export const toPhotosPage = (page: ApiPhotosPage): PhotosPage => {
  const photos = list(page.items).map(toPhoto);
  return { photos, total: count(page.quota_max, photos.length) };
};

export type ApiClosetSuggestion = {
  unique?: string;
  uuid?: string;
  item_uuid?: string;
  name?: string | null;
  picture?: string | null;
  picture_large?: string | null;
};

/** Spec 001 §3 "ClosetSuggestion": id from unique, title, pictureUrl. */
export type ClosetSuggestion = { id: string; title: string; pictureUrl: string | null };

export const toClosetSuggestion = (item: ApiClosetSuggestion): ClosetSuggestion => ({
  id: item.unique ?? item.uuid ?? item.item_uuid ?? '',
  title: text(item.name),
  pictureUrl: item.picture ?? item.picture_large ?? null,
});

export type ApiClosetSuggestions = {
  items?: ApiClosetSuggestion[];
  pageInfo?: { totalItems?: number } | null;
};

export type ClosetSuggestions = { items: ClosetSuggestion[]; totalItems: number };

export const toClosetSuggestions = (answer: ApiClosetSuggestions): ClosetSuggestions => {
  const items = list(answer.items)
    .map(toClosetSuggestion)
    .filter((item) => item.id !== '');
  return { items, totalItems: count(answer.pageInfo?.totalItems, items.length) };
};
