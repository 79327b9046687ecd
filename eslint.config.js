import { existsSync, readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const datesWrittenOnce = [
  {
    selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
    message: 'Dates are formatted only by common/format/dates.ts, on the server (ADR-0008).',
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message:
      'Dates are formatted only by common/format/dates.ts, on the server; numbers and money by common/format (ADR-0008, ADR-0010).',
  },
];

const directionZones = [
  {
    target: './server',
    from: './app',
    message: 'server/ never imports app/: move shared code to common/.',
  },
  {
    target: './common',
    from: ['./app', './server'],
    message: 'common/ is what both sides share: it imports neither app/ nor server/.',
  },
];

// Each module's tables are its own (ADR-0026): another module reads them through its service or a
// read model it exports. Its schema.ts may reference them for a foreign key; the reporting module
// (the dashboard) and the named exceptions of scripts/module-boundaries.json may read them.
const boundaries = JSON.parse(
  readFileSync(new URL('./scripts/module-boundaries.json', import.meta.url), 'utf8'),
);
const moduleNames = readdirSync(new URL('./server/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const schemaOf = (name) => `./server/modules/${name}/schema.ts`;
const tableZones = moduleNames.map((name) => ({
  target: `./server/modules/${name}`,
  from: moduleNames
    .filter((other) => other !== name && existsSync(new URL(schemaOf(other), import.meta.url)))
    .map(schemaOf),
  message: "A module reads another module's tables through its service or read model (ADR-0026).",
}));
const tableReadersAllowed = [
  'server/modules/*/schema.ts',
  ...Object.keys(boundaries.reportingModules).map((name) => `server/modules/${name}/**`),
  ...boundaries.namedExceptions.map((exception) => exception.file),
  '**/*.test.ts',
  'server/modules/**/test-*.ts',
];

export default tseslint.config(
  {
    ignores: [
      'build*/**',
      'node_modules/**',
      '.react-router/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One direction for imports (ADR-0007): common/ is a leaf both sides use, server/ never reaches
    // into app/, and no two modules import each other, however long the circle, types included.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: directionZones,
        },
      ],
    },
  },
  {
    files: ['server/modules/**/*.ts'],
    ignores: tableReadersAllowed,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...directionZones, ...tableZones] }] },
  },
  {
    // Dates are written once, by the server (ADR-0008): one module formats them.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['common/format/dates.ts'],
    rules: { 'no-restricted-syntax': ['error', ...datesWrittenOnce] },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // Browser code reaches the server only from *.server.ts modules and the load context (ADR-0007);
    // types it shares with the server live in common/.
    files: ['app/**/*.{ts,tsx}', 'common/**/*.ts'],
    ignores: [
      'app/**/*.server.ts',
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'app/test/**',
      'app/entry.server.tsx',
      'app/load-context.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message: 'Browser code may not import server code: shared types and rules live in common/.',
            },
            {
              group: ['**/common/format/dates'],
              message:
                'The browser shows the date labels the server sent; it never formats a date (ADR-0008).',
              allowTypeImports: true,
            },
          ],
          paths: [
            {
              name: 'zod',
              message:
                'Import z from common/zod: in the browser zod must run jitless (the CSP forbids eval).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['common/zod.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
