import {
  CLOSET_CATEGORIES,
  CLOSET_COLORS,
  CLOSET_SEASONS,
  WOMENSWEAR_ONLY_CATEGORIES,
} from '@shared/closet';

type Filing = { category: string | null; colors: string[]; seasons: string[] };

export type ClosetFilterQuery = {
  gender: 'female' | 'male';
  /** Every option (`ALL`), or only those some item in the closet has. */
  allOptions: boolean;
  fields: ReadonlySet<'categories' | 'colors' | 'seasons'>;
};

/**
 * The closet's filters (`GET proxy/user/{uid}/closet/filters`, spec 001 §3): per key, its
 * options `{ key, text, picture }` in shared/closet.ts order (colours with their swatch).
 */
export const closetFilterOptions = (query: ClosetFilterQuery, filing: readonly Filing[]) => {
  const used = {
    category: new Set(filing.flatMap((row) => (row.category ? [row.category] : []))),
    colors: new Set(filing.flatMap((row) => row.colors)),
    seasons: new Set(filing.flatMap((row) => row.seasons)),
  };
  const offered = (key: keyof typeof used, option: { key: string }) =>
    query.allOptions || used[key].has(option.key);
  const categories = CLOSET_CATEGORIES.filter(
    (category) => query.gender === 'female' || !WOMENSWEAR_ONLY_CATEGORIES.includes(category.key),
  );
  return {
    ...(query.fields.has('categories') && {
      category: {
        filter_options: categories
          .filter((option) => offered('category', option))
          .map(({ key, text }) => ({ key, text, picture: null })),
      },
    }),
    ...(query.fields.has('colors') && {
      colors: {
        filter_options: CLOSET_COLORS.filter((option) => offered('colors', option)).map(
          ({ key, text, hex }) => ({ key, text, picture: null, hex }),
        ),
      },
    }),
    ...(query.fields.has('seasons') && {
      seasons: {
        filter_options: CLOSET_SEASONS.filter((option) => offered('seasons', option)).map(
          ({ key, text }) => ({ key, text, picture: null }),
        ),
      },
    }),
  };
};

/** The categories the closet holds, in shared order, with how many items each (closetTags). */
export const closetTagsOf = (filing: readonly Filing[]) => {
  const counts = new Map<string, number>();
  for (const row of filing) {
    if (row.category) counts.set(row.category, (counts.get(row.category) ?? 0) + 1);
  }
  return CLOSET_CATEGORIES.filter((category) => counts.has(category.key)).map(({ key, text }) => ({
    key,
    text,
    count: counts.get(key) ?? 0,
  }));
};
