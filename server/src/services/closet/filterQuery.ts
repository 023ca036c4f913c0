/**
 * Filters as the closet and the profile looks read them (docs/contracts/closet.md): each key a
 * query parameter, its option keys comma-separated (`category=tops,dresses&colors=black`).
 * Unknown keys are not read; options a key does not have are dropped (`accepts`), duplicates
 * once; an empty value is no filter.
 */
export const readFilters = <K extends string>(
  query: Record<string, string | undefined>,
  accepts: Record<K, (option: string) => boolean>,
) =>
  Object.fromEntries(
    (Object.keys(accepts) as K[]).map((key) => [
      key,
      [
        ...new Set(
          (query[key] ?? '')
            .split(',')
            .map((option) => option.trim())
            .filter((option) => option !== '' && option.length <= 100 && accepts[key](option)),
        ),
      ],
    ]),
  ) as Record<K, string[]>;

/** A page's `from` or `count`: a whole number in range, else the default (garbage included). */
export const pageNumber = (
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
) => {
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return fallback;
  const parsed = Number(value.trim());
  return parsed < min ? fallback : Math.min(parsed, max);
};
