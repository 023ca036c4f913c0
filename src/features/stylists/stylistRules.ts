/** Business rules of the stylist lists (spec 000 §2 'Stylist search', §9). */

/** Hours shown when a stylist has no average response time. */
export const DEFAULT_RESPONSE_HOURS = 24;
/** How many stylists 'More stylists' asks for. */
export const MORE_STYLISTS_COUNT = 15;
/** Placeholder cards while stylists load. */
export const SKELETON_COUNT = { mobile: 4, other: 10 } as const;

/** 'Usually responds within N hours', whole hours rounded up, 24 when unknown. */
export const responseTimeLabel = (hours: number | null | undefined): string => {
  const known = typeof hours === 'number' && Number.isFinite(hours) && hours > 0;
  const shown = known ? Math.ceil(hours) : DEFAULT_RESPONSE_HOURS;
  return `Usually responds within ${shown} ${shown === 1 ? 'hour' : 'hours'}`;
};

/** 'meet your 1 best match', 'meet your 3 best matches'. */
export const matchCountLabel = (count: number): string =>
  `meet your ${count} best ${count === 1 ? 'match' : 'matches'}`;

/**
 * 'More stylists': the list without the matched ones, trimmed to a multiple of 3 so the grid has
 * full rows; kept whole when 3 or fewer remain.
 */
export const moreStylists = <T extends { uuid: string }>(
  list: readonly T[],
  matchedIds: Iterable<string>,
): T[] => {
  const matched = new Set(matchedIds);
  const rest = list.filter((stylist) => !matched.has(stylist.uuid));
  if (rest.length <= 3) return rest;
  return rest.slice(0, rest.length - (rest.length % 3));
};

/** Name suggestions for the search box: names containing the query, those starting with it first. */
export const matchingNames = <T extends { stylist_name: string }>(
  names: readonly T[],
  query: string,
  limit = 8,
): T[] => {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const hits = names.filter((entry) => entry.stylist_name.toLocaleLowerCase().includes(needle));
  const startsFirst = (entry: T) =>
    entry.stylist_name.toLocaleLowerCase().startsWith(needle) ? 0 : 1;
  return [...hits].sort((a, b) => startsFirst(a) - startsFirst(b)).slice(0, limit);
};
