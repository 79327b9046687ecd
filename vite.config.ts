import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { forbidServerImports } from './scripts/forbid-server-imports';

export default defineConfig({
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      // React 19 ships useSyncExternalStore: react-i18next need not bring the pre-18 shim.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./app/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    tailwindcss(),
    !process.env.VITEST && forbidServerImports(),
    !process.env.VITEST && reactRouter(),
  ],
  build: { target: 'es2022', assetsInlineLimit: 0 },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.ts',
    ],
    globalSetup: ['server/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
