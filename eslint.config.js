import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // Browser code must not reach into the server (ADR-0001); types are fine.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/**/*.test.ts', 'app/entry.server.tsx', 'app/load-context.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message: 'Browser code may not import server code.',
              allowTypeImports: true,
            },
          ],
          paths: [
            {
              name: 'zod',
              message:
                "Import z from '~/lib/zod': in the browser zod must run jitless (the CSP forbids eval).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/lib/zod.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
