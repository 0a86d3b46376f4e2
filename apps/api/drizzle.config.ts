import { defineConfig } from 'drizzle-kit';

/** `pnpm db:generate` writes the next versioned SQL migration from the schema into drizzle/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema/index.ts',
    './src/resources/sharedTables.ts',
    './src/resources/listToolTables.ts',
  ],
  out: './drizzle',
});
