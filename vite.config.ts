import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// Browser code must never pull in Node-only server modules (ADR-0001).
function forbidServerImports(): Plugin {
  return {
    name: 'forbid-server-imports',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options?.ssr || !importer) return null;
      if (/(^|\/)server\//.test(source) && !importer.includes('/node_modules/')) {
        const resolvedFrom = importer.replace(process.cwd(), '');
        this.error(`Browser code may not import server code: "${source}" from ${resolvedFrom}`);
      }
      return null;
    },
  };
}

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  plugins: [tailwindcss(), !process.env.VITEST && forbidServerImports(), !process.env.VITEST && reactRouter()],
  build: { target: 'es2022', assetsInlineLimit: 0 },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
