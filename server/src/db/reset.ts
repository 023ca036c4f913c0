import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { readServerConfig } from '../env';
import { openConfiguredDatabase } from './openConfiguredDatabase';
import { seedIfEmpty } from './seedIfEmpty';

/** `npm run db:reset`: drops every table (or the PGlite directory), migrates and seeds anew. */
const config = readServerConfig();
if (config.databaseUrl) {
  const { db, close } = await openConfiguredDatabase(config);
  await db.execute(
    sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade;`,
  );
  await close();
} else {
  rmSync(config.dataDir, { recursive: true, force: true });
}
const { db, close } = await openConfiguredDatabase(config);
await seedIfEmpty(db);
await close();
console.log(`Database reset and seeded (${config.databaseUrl ? 'PostgreSQL' : config.dataDir}).`);
