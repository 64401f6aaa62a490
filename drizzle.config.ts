import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new migration into core/db/migrations after a schema change.
export default defineConfig({
  dialect: 'sqlite',
  schema: './core/db/schema/index.ts',
  out: './core/db/migrations',
});
