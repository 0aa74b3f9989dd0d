import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['node_modules/', '.astro/', 'out/', 'build-cache/', 'src/generated/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Build-time and server code must never reach the browser bundle, and browser code never the other way.
    files: [
      'src/config/**',
      'src/docs/**',
      'src/feedback/**',
      'src/i18n/**',
      'src/islands/**',
      'src/offline/**',
      'src/preferences/**',
      'src/products/**',
      'src/search/**',
      'src/shell/**',
      'src/sponsors/**',
      'src/telemetry/**',
      'src/theme/**',
      'src/tools/**',
      'src/utils/**',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/build/**', 'node:*', 'fs', 'path'],
              message: 'Browser code may not import Node or build-time modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'server/**', 'scripts/**', 'src/build/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
