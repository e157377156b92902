import { defineConfig } from 'drizzle-kit';

// Only `db:generate` reads this: it diffs src/database/schema.ts against drizzle/meta and writes
// the next SQL migration. The API applies the migrations itself at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/database/schema.ts',
  out: './drizzle',
});
