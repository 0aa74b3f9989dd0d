import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Folders of src/ that Node-only code may import, besides src/node itself. */
const NODE_MAY_IMPORT = ['model', 'products', 'config', 'utils', 'generated'];
const NODE_ONLY_MESSAGE =
  'Node-only code imports from src/ only @/model, @/products, @/config, @/utils, @/generated and src/node.';

/**
 * The import rule of a Node-only file `depth` folders below src/ (src/node/x.ts: 1): `@/` and
 * relative imports may reach only NODE_MAY_IMPORT, src/node, or `extra` (paths below src/).
 */
function nodeOnlyImports(depth, extra = []) {
  const allowed = [
    ...NODE_MAY_IMPORT.map((dir) => `${dir}(/|$)`),
    'node(/|$)',
    ...extra.map((p) => `${p}$`),
  ];
  const notAllowed = `(?!${allowed.join('|')})`;
  const patterns = [
    { regex: `^@/${notAllowed}`, message: NODE_ONLY_MESSAGE },
    { regex: `^(\\.\\./)+src/${notAllowed}`, message: NODE_ONLY_MESSAGE },
  ];
  if (depth > 0) {
    // `../` × depth lands in src/: a sibling folder of src/node.
    patterns.push({
      regex: `^(\\.\\./){${depth}}${notAllowed}(?!\\.\\./)`,
      message: NODE_ONLY_MESSAGE,
    });
  }
  return ['error', { patterns }];
}

/**
 * The Node-only rule for a folder: everywhere by `@/` and `…/src/` paths, and in src/node, per
 * folder depth, by relative paths that climb into src/ (deeper files keep the first two checks).
 */
function nodeOnlyFolder(root) {
  const all = {
    files: [`${root}/**/*.{ts,mts}`],
    rules: { 'no-restricted-imports': nodeOnlyImports(0) },
  };
  if (root !== 'src/node') return [all];
  return [
    all,
    ...[1, 2, 3].map((depth) => ({
      files: [`${root}/${'*/'.repeat(depth - 1)}*.{ts,mts}`],
      rules: { 'no-restricted-imports': nodeOnlyImports(depth) },
    })),
  ];
}

/**
 * A folder of plain modules both the build and the browser import: nothing of Node, and from src/
 * nothing whose import path matches `refused`.
 */
function plainFolder(folder, refused, message) {
  return {
    files: [`${folder}/**/*.{ts,mts}`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path'],
              message: 'Browser code may not import Node or build-time modules.',
            },
            { regex: refused, message },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.astro/',
      'out/',
      'build-cache/',
      'src/generated/',
      // Broken on purpose: tests/tooling/astroSources.test.ts lints them.
      'tests/tooling/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two rules of hooks. Version 7's recommended set adds the React Compiler's checks
      // (set-state-in-effect and others), which this code base is not written for yet.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Browser code (every folder under src/ but src/node) never reaches Node or build-time modules.
    files: ['src/**/*.{ts,tsx,mts,mjs}'],
    ignores: ['src/node/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/node/**', 'node:*', 'fs', 'path'],
              message: 'Browser code may not import Node or build-time modules.',
            },
          ],
        },
      ],
    },
  },
  // The shared model is plain types and helpers both sides import: it reaches only itself and
  // the product descriptors and config, and nothing of Node.
  plainFolder(
    'src/model',
    '^(@/(?!(model|products|config)(/|$))|\\.\\./)',
    'src/model imports only itself, @/products and @/config.',
  ),
  // The product descriptors are plain data every side reads: they import nothing but themselves.
  plainFolder('src/products', '^(@/|\\.\\./)', 'src/products imports only itself.'),
  // Node-only code never reaches browser code: src/node and server/ import from src/ only the
  // shared model and the plain modules (NODE_MAY_IMPORT), and each other.
  ...nodeOnlyFolder('server'),
  ...nodeOnlyFolder('src/node'),
  {
    // The playground overrides are one file per product that authors edit: the build reads their
    // `skip`/`hide` (typed as PlaygroundBuildOverride in src/model) while the browser renders the
    // rest, so building page data loads those React modules on purpose.
    files: ['src/node/generate/buildPageData.ts'],
    rules: { 'no-restricted-imports': nodeOnlyImports(2, ['tools/playground/overrides']) },
  },
  {
    files: ['tests/**', 'server/**', 'scripts/**', 'src/node/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
