import { Hono } from 'hono';
import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { brands, giftFilters, giftItems, items, retailers } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { readQuery } from '../../http/validate';
import { presentItem } from '../../presenters/itemPresenter';

const pageSchema = z.object({
  from: z.coerce.number().int().min(1).catch(1),
  count: z.coerce.number().int().min(1).max(60).catch(30),
});

const currentPrice = sql`coalesce(${items.salePrice}, ${items.retailPrice})`;

/** The price filter's buckets, on the item's current price (its sale price where it has one). */
const PRICE_BUCKETS: Record<string, SQL | undefined> = {
  'under-100': sql`${currentPrice} < 100`,
  '100-250': sql`${currentPrice} >= 100 and ${currentPrice} < 250`,
  '250-500': sql`${currentPrice} >= 250 and ${currentPrice} < 500`,
  'over-500': sql`${currentPrice} >= 500`,
};

/** The chosen options of one filter, as sent (`her,him`), known ones only. */
const chosenOptions = (value: string | undefined, known: readonly string[]) =>
  (value ?? '')
    .split(',')
    .map((option) => option.trim())
    .filter((option, index, all) => known.includes(option) && all.indexOf(option) === index);

/** A gift matches a filter when its facet for it has any of the chosen options. */
const facetMatches = (key: string, options: readonly string[]) =>
  sql`exists (select 1 from jsonb_array_elements_text(${giftItems.facets} -> ${key}::text) as facet(value) where facet.value in (${sql.join(
    options.map((option) => sql`${option}`),
    sql`, `,
  )}))`;

/**
 * Gift shopping (second root, public; docs/contracts/gifts.md): the filters in display order, and
 * the gifts they choose — each filter key a query parameter, several options comma-separated
 * (options within a filter widen, filters narrow; unknown keys and options are ignored) —, in
 * pages from 1. Out-of-stock gifts are listed and marked (`is_shoppable: false`, no sizes).
 */
export const giftItemRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get('/giftItem/filters', async (c) => {
      const rows = await db
        .select()
        .from(giftFilters)
        .orderBy(asc(giftFilters.position), asc(giftFilters.key));
      return c.json({
        items: rows.map((row) => ({ key: row.key, title: row.title, options: row.options })),
      });
    })
    .get('/giftItem', async (c) => {
      const page = readQuery(c, pageSchema);
      const filters = await db.select().from(giftFilters);
      const conditions = filters.flatMap((filter) => {
        const options = chosenOptions(
          c.req.query(filter.key),
          filter.options.map((option) => option.key),
        );
        if (!options.length) return [];
        if (filter.key === 'price') {
          return [or(...options.map((option) => PRICE_BUCKETS[option] ?? sql`false`))];
        }
        return [facetMatches(filter.key, options)];
      });
      const where = and(...conditions);
      const [total] = await db
        .select({ count: count() })
        .from(giftItems)
        .innerJoin(items, eq(items.id, giftItems.itemId))
        .where(where);
      const rows = await db
        .select({ item: items, brand: brands, retailer: retailers })
        .from(giftItems)
        .innerJoin(items, eq(items.id, giftItems.itemId))
        .innerJoin(brands, eq(brands.id, items.brandId))
        .innerJoin(retailers, eq(retailers.id, items.retailerId))
        .where(where)
        .orderBy(asc(giftItems.position), asc(giftItems.id))
        .offset((page.from - 1) * page.count)
        .limit(page.count);
      const quotaMax = total?.count ?? 0;
      return c.json({
        items: rows.map((row) =>
          presentItem(row.item, { brand: row.brand, retailer: row.retailer }),
        ),
        quota_max: quotaMax,
        nextPage: page.from * page.count < quotaMax ? page.from + 1 : null,
      });
    });
