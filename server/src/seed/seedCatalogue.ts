import type { Db } from '../db/client';
import {
  brands,
  giftFilters,
  giftItems,
  goals,
  items,
  lookItems,
  lookTags,
  looks,
  moodboards,
  needs,
  retailers,
  reviews,
  stylistTags,
  stylists,
  tags,
} from '../db/schema';
import { getCatalogue } from './buildCatalogue';

export { catalogueCounts } from './buildCatalogue';
export { seedReferenceDate } from './seedReferenceDate';

/** Rows per INSERT statement; well under PostgreSQL's 65,535 bind parameters. */
const BATCH = 200;

const inBatches = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
};

/**
 * Inserts the deterministic seed catalogue (quiz data, stylists, reviews, items, looks, gifts) in
 * one transaction. Expects empty catalogue tables: ids are fixed, so a second run conflicts.
 */
export const seedCatalogue = async (db: Db): Promise<void> => {
  const catalogue = getCatalogue();
  await db.transaction(async (tx) => {
    await inBatches(catalogue.needs, (rows) => tx.insert(needs).values(rows));
    await inBatches(catalogue.tags, (rows) => tx.insert(tags).values(rows));
    await inBatches(catalogue.moodboards, (rows) => tx.insert(moodboards).values(rows));
    await inBatches(catalogue.goals, (rows) => tx.insert(goals).values(rows));
    await inBatches(catalogue.retailers, (rows) => tx.insert(retailers).values(rows));
    await inBatches(catalogue.brands, (rows) => tx.insert(brands).values(rows));
    await inBatches(catalogue.items, (rows) => tx.insert(items).values(rows));
    await inBatches(catalogue.stylists, (rows) => tx.insert(stylists).values(rows));
    await inBatches(catalogue.stylistTags, (rows) => tx.insert(stylistTags).values(rows));
    await inBatches(catalogue.reviews, (rows) => tx.insert(reviews).values(rows));
    await inBatches(catalogue.looks, (rows) => tx.insert(looks).values(rows));
    await inBatches(catalogue.lookTags, (rows) => tx.insert(lookTags).values(rows));
    await inBatches(catalogue.lookItems, (rows) => tx.insert(lookItems).values(rows));
    await inBatches(catalogue.giftFilters, (rows) => tx.insert(giftFilters).values(rows));
    await inBatches(catalogue.giftItems, (rows) => tx.insert(giftItems).values(rows));
  });
};
