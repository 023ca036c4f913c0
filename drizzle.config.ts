import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations from server/src/db/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
});
