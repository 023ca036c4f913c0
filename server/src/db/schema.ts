/**
 * The reference server's schema. One schema for PGlite and PostgreSQL; migrations are generated
 * from it with `npm run db:generate` and applied on start. The tables live in ./schema/, one file
 * per area; this file gathers them for drizzle (`import * as schema`) and drizzle-kit.
 */

export * from './schema/accounts';
export * from './schema/stylists';
export * from './schema/catalogue';
export * from './schema/closet';
export * from './schema/payments';
export * from './schema/chat';
export * from './schema/purchases';
export * from './schema/quiz';
export * from './schema/stylingSessions';
