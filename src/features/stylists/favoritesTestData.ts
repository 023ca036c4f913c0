import type { ApiStylist } from '@/api/stylistTypes';
import { aStylist } from './stylistFixtures';

/** `count` favourite stylists, newest first: Fav1 Lee (f-1) to Fav{count} Lee. */
export const manyFavorites = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    aStylist({ uuid: `f-${index + 1}`, first_name: `Fav${index + 1}`, last_name: 'Lee' }),
  );

/**
 * One page of favourites as the server answers `GET proxy/user/{uid}/favourites?from=&count=`:
 * `from` counts stylists from 0 (spec 001 §7: from=0, count=30). With `withNextPage` (the
 * reference server) the answer also says where the next page starts and how many there are;
 * without it, only `items`, as the spec shows the answer.
 */
export const favoritesPage = (
  favorites: readonly ApiStylist[],
  url: string,
  { withNextPage = true } = {},
) => {
  const params = new URL(url).searchParams;
  const from = Number(params.get('from') ?? 0);
  const count = Number(params.get('count') ?? 30);
  const items = favorites.slice(from, from + count);
  if (!withNextPage) return { items };
  const next = from + count;
  return { items, quota_max: favorites.length, nextPage: next < favorites.length ? next : null };
};
