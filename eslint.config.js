import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/**
 * The page's import direction (README, "Code layout"): a feature imports ui/, lib/, the shared
 * code and, where this table allows it, another feature's public entry (its index.ts); ui/ and
 * lib/ import no feature; only app/ composes the page.
 */
const FEATURES = [
  'ingredients',
  'preferences',
  'recipe',
  'kitchen',
  'cook',
  'wishes',
  'servings',
  'export',
  'device',
  'offline',
  'ideas',
  'language',
  'safety',
  'nutrition',
];
const MAY_IMPORT = {
  recipe: [
    'ingredients',
    'preferences',
    'kitchen',
    'cook',
    'wishes',
    'servings',
    'export',
    'ideas',
    'safety',
    'nutrition',
  ],
  cook: ['kitchen', 'safety', 'nutrition'],
  device: ['preferences', 'export', 'language'],
};
const client = (path) => `./src/client/${path}`;
const featureZones = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => {
    const allowed = MAY_IMPORT[feature]?.includes(other);
    return {
      target: client(`features/${feature}`),
      from: client(`features/${other}`),
      ...(allowed && { except: ['./index.ts', './lazy.ts'] }),
      message: allowed
        ? `Import ${other} through its public entries, features/${other}/index.ts or lazy.ts.`
        : `features/${feature} may not import features/${other} (see MAY_IMPORT in eslint.config.js).`,
    };
  }),
);
const layerZones = [
  {
    target: [client('ui'), client('lib')],
    from: [client('features'), client('app')],
    message: 'ui/ and lib/ are shared by every feature: they import no feature.',
  },
  { target: client('features'), from: client('app'), message: 'Only app/ composes features.' },
  {
    target: './src/shared',
    from: './src/client',
    message: 'The shared code imports no page code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'bench/results',
      'test-results',
      'playwright-report',
      '.scratch',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Hooks rules for the page only (Playwright fixtures also call a function named `use`).
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Short functions, each with one job (test files' describe blocks are excepted).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Only the config module reads the environment (the bench and test tools are separate programs).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from src/server/config.ts.' },
      ],
    },
  },
);
