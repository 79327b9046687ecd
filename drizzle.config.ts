import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/modules/*/schema.ts', './server/modules/*/read-model.ts'],
  out: './drizzle',
});
