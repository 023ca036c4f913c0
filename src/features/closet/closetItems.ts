/**
 * Closet items and closet suggestions: their wire shapes and what the SPA makes of them
 * (spec 001 §3 "Closet item", "ClosetSuggestion"; docs/contracts/closet.md).
 */
import { pictureVariantsOf, type PictureVariant } from '@/lib/pictureSrcSet';
import { count, list, text } from './wireValues';

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
  /** An upload's sized WebP variants (`[{ width, url }]`); none for catalogue art. */
  picture_variants?: unknown;
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
  /** The picture's sized variants, for `srcset`; none: the picture as it is. */
  pictureVariants: PictureVariant[];
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
  pictureVariants: pictureVariantsOf(item.picture_variants),
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
