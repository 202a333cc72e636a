import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema (npm run db:generate), committed, and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
