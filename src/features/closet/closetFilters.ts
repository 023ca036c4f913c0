/** Closet and look filters, and closet tags (docs/contracts/closet.md). */
import { count, list, text } from './wireValues';

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
