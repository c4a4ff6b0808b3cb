import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table file, found by name: a module's tables need no line in a shared list.
  schema: ['./src/core/*.table.ts', './src/modules/*/*.table.ts'],
  out: './src/db/migrations',
});
