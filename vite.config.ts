import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ManualChunksOption } from 'rollup';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { forbidServerImports } from './scripts/forbid-server-imports';
import { MODULE_REPLACING_TESTS, NODE_TEST_FOLDERS } from './tests/vitest-projects';

const NODE_TESTS = NODE_TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`);

/**
 * The app's own modules that root.tsx, routes/frame.tsx and entry.client.tsx import statically
 * (transitively) go to one "shell" chunk, with the libraries only they use; dictionaries and lazy
 * code keep their chunks.
 */
function shellChunk(): ManualChunksOption {
  const app = fileURLToPath(new URL('./app/', import.meta.url));
  const roots = ['root.tsx', 'routes/frame.tsx', 'entry.client.tsx'].map((f) => app + f);
  // Only what the catalogue's list pages (home, /produits, categories) all show: a part fewer pages
  // use (package and project cards, posts, rich text, pagination) stays with its routes.
  const pageParts = [
    'features/catalog/service-card',
    'features/catalog/offer-card',
    'features/catalog/price',
    'features/content/page-header',
    'features/content/breadcrumbs',
    'features/content/json-ld',
    'features/content/page-url',
    'features/content/responsive-image',
  ];
  let shell: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const queue = [...roots];
      while (queue.length > 0) {
        const next = queue.pop()!;
        if (shell.has(next) || !next.startsWith(app)) continue;
        shell.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    if (shell.has(id)) return roots.includes(id) ? undefined : 'shell';
    // The small catalogue and content parts that most pages use (cards, prices, headers,
    // breadcrumbs, images): one chunk too.
    if (pageParts.some((dir) => id.startsWith(app + dir)) && !id.includes('.server.')) return 'page-parts';
    return undefined;
  };
}

/**
 * The browser build takes the app's lean i18next and react-i18next (ADR-0022): 19 KB gzip less on
 * every first load. The server keeps i18next, under the lean react-i18next too; a test holds both
 * to the same text. The browser also takes React Router's production build, which the package
 * ships but only exports its development one (the same code with its development warnings on):
 * 0.6 KB gzip less.
 */
function leanI18nInBrowser(): Plugin {
  const lean: Record<string, string> = {
    i18next: fileURLToPath(new URL('./app/i18n/lean-i18next.ts', import.meta.url)),
    'react-i18next': fileURLToPath(new URL('./app/i18n/lean-react-i18next.tsx', import.meta.url)),
  };
  const rr = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
  return {
    name: 'lean-i18n-in-browser',
    enforce: 'pre',
    apply: 'build',
    resolveId: (source, _importer, options) => {
      // The server renders with i18next itself, through the same lean binding: react-i18next's
      // useTranslation copies every property of the i18n instance for each component it renders
      // (~1 ms of CPU a page, issue 28); the lean one hands the instance's own getFixedT.
      if (options?.ssr) return source === 'react-i18next' ? lean[source] : null;
      if (source === 'react-router') return rr + 'index.mjs';
      if (source === 'react-router/dom') return rr + 'dom-export.mjs';
      return lean[source] ?? null;
    },
  };
}

/**
 * The server build has two entries (below); React Router names every entry of it `index.js`, which
 * made the second one `index2.js`. Each is written under its own name instead.
 */
function serverEntriesByName(): Plugin {
  return {
    name: 'server-entries-by-name',
    apply: 'build',
    outputOptions: (options) => ({ ...options, entryFileNames: '[name].js' }),
  };
}

export default defineConfig(({ isSsrBuild }) => ({
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
    !process.env.VITEST && leanI18nInBrowser(),
    !process.env.VITEST && reactRouter(),
    isSsrBuild && serverEntriesByName(),
  ],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every page loads the app shell (root, frame, entry) and its small modules: one chunk for
    // them all instead of a request each (a first page load was 24 scripts, most under 1 KB).
    // The server build's entry is the production server itself (ADR-0023): one bundle of server/
    // for the Express app and the pages; beside it, the entries of its threads: the invoice PDFs'
    // (pdf-thread.ts) and the embedded database's (pglite-thread.ts).
    rollupOptions: isSsrBuild
      ? {
          input: {
            index: 'server/production.ts',
            'pdf-worker': 'server/modules/invoices/pdf-worker.ts',
            'pglite-worker': 'server/db/pglite-worker.ts',
          },
        }
      : { output: { manualChunks: shellChunk() } },
  },
  test: {
    // The node tests (services, API, pages) get a migrated database template; the component ones
    // (`*.test.tsx` beside the UI) run in happy-dom without one (ADR-0014).
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...MODULE_REPLACING_TESTS],
          // A worker loads the server's modules once for all its files rather than once per file
          // (ADR-0013): each file still makes its own database and services; only module-level
          // caches (formats, translations, the page build) are shared.
          isolate: false,
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The files that replace a module (vi.mock) need modules of their own.
          name: 'node-isolated',
          include: MODULE_REPLACING_TESTS,
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['app/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['app/test/component-setup.ts'],
        },
      },
    ],
    pool: 'forks',
    // Vitest leaves one core free by default (one worker on a 2-core machine); the files are
    // independent (a database each), so every core works (VITEST_MAX_WORKERS chooses another number).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
}));
