import { count, sql } from 'drizzle-orm';
import { seedCatalogue } from '../seed/seedCatalogue';
import type { Db } from './client';
import { stylists } from './schema';

/** The advisory lock that lets one process at a time look for (and fill) an empty catalogue. */
const SEED_LOCK = 7_413_002;

/**
 * First start: fills the catalogue. Later starts keep the data as it is. Processes starting
 * together on one PostgreSQL (several machines, each with its workers) take turns: the first
 * seeds, the others wait for its commit and find the catalogue full.
 */
export const seedIfEmpty = (db: Db) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ value: count() }).from(stylists);
    if ((row?.value ?? 0) > 0) return false;
    await seedCatalogue(tx);
    return true;
  });
