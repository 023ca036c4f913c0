import type { GiftFilter, GiftItemsArgs } from '../giftItemsApi';

/** The options chosen for each filter, by filter key, in the filters' display order. */
export type GiftFilterSelection = Record<string, string[]>;

/** The query names the page itself uses for the items' paging; never filters. */
const RESERVED_NAMES = new Set(['from', 'count', 'client']);

const isFilterName = (key: string) => !RESERVED_NAMES.has(key);

/**
 * The selection a page URL carries: each filter's query parameter, options comma-separated
 * (`?recipient=her,him&price=under-100`), as the items call takes them. Only the filters and
 * options the server offers count; anything else (unknown names, garbage, repeats) reads as
 * nothing chosen.
 */
export const readSelection = (
  params: URLSearchParams,
  filters: readonly GiftFilter[],
): GiftFilterSelection => {
  const selection: GiftFilterSelection = {};
  for (const filter of filters) {
    if (!isFilterName(filter.key)) continue;
    const asked = new Set(
      params
        .getAll(filter.key)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim()),
    );
    const chosen = filter.options.map((option) => option.key).filter((key) => asked.has(key));
    if (chosen.length > 0) selection[filter.key] = chosen;
  }
  return selection;
};

export const countSelected = (selection: GiftFilterSelection) =>
  Object.values(selection).reduce((sum, options) => sum + options.length, 0);

/** The items call's filter parameters: one per chosen filter, its options comma-separated. */
export const toItemsArgs = (selection: GiftFilterSelection): GiftItemsArgs =>
  Object.fromEntries(Object.entries(selection).map(([key, options]) => [key, options.join(',')]));

/**
 * The page URL's query with one option turned on or off. The filters' parameters are rewritten
 * from the (cleaned) selection in display order; other parameters (a campaign's, say) stay.
 */
export const withOption = (
  params: URLSearchParams,
  filters: readonly GiftFilter[],
  filterKey: string,
  optionKey: string,
  chosen: boolean,
): URLSearchParams => {
  const selection = readSelection(params, filters);
  const current = new Set(selection[filterKey] ?? []);
  if (chosen) current.add(optionKey);
  else current.delete(optionKey);
  const filter = filters.find((candidate) => candidate.key === filterKey);
  selection[filterKey] = (filter?.options ?? [])
    .map((option) => option.key)
    .filter((key) => current.has(key));
  return withSelection(params, filters, selection);
};

/** The page URL's query with no filter chosen; other parameters stay. */
export const withoutFilters = (params: URLSearchParams, filters: readonly GiftFilter[]) =>
  withSelection(params, filters, {});

const withSelection = (
  params: URLSearchParams,
  filters: readonly GiftFilter[],
  selection: GiftFilterSelection,
) => {
  const next = new URLSearchParams(params);
  for (const filter of filters) next.delete(filter.key);
  for (const filter of filters) {
    const options = selection[filter.key];
    if (options && options.length > 0 && isFilterName(filter.key))
      next.set(filter.key, options.join(','));
  }
  return next;
};
