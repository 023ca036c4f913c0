import { count } from 'drizzle-orm';
import { seedCatalogue } from '../seed/seedCatalogue';
import type { Db } from './client';
import { stylists } from './schema';

/** First start: fills the catalogue. Later starts keep the data as it is. */
export const seedIfEmpty = async (db: Db) => {
  const [row] = await db.select({ value: count() }).from(stylists);
  if ((row?.value ?? 0) > 0) return false;
  await seedCatalogue(db);
  return true;
};
