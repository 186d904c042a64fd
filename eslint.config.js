import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import lingui from 'eslint-plugin-lingui';

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

/**
 * What `lingui/no-unlocalized-strings` leaves alone: text no visitor sees or hears. The rule
 * matches every string and JSX text, then these are taken out.
 */
const UNLOCALIZED_STRINGS = {
  ignore: [
    // One word not starting with a capital: keys, codes, class names, event and storage names,
    // MIME types, URLs and paths ('pantry-chef-language', 'application/json', '/api/recipe').
    '^(?![A-Z])\\S+$',
    // CONSTANT_CASE and single capitals.
    '^[A-Z0-9_-]+$',
    // A number with a unit, the same in every language ("140 g").
    '^\\d+(?:[.,]\\d+)?\\s?(?:g|kg|ml|l|mg|kcal|kJ)$',
  ],
  ignoreNames: [
    { regex: { pattern: 'className', flags: 'i' } },
    { regex: { pattern: '^[A-Z0-9_-]+$' } },
    // JSON-LD's own keys and schema.org type names.
    '@type',
    '@id',
    'type',
    'id',
    'role',
    'href',
    'rel',
    'src',
  ],
  ignoreFunctions: [
    // Logs and thrown errors are for whoever runs or debugs the page, in English.
    'console.*',
    'Error',
    'TypeError',
    '*.logError',
    // The import's reason travels as a code; the page words it (BackupButtons).
    'ImportProblem',
    'isType',
    '*.headers.get',
    '*.addEventListener',
    '*.removeEventListener',
    '*.includes',
    '*.startsWith',
    '*.endsWith',
  ],
};

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
    // Every word the page shows or announces goes through the catalogs (docs/i18n.md, "Hard-coded
    // words"): a visible string literal outside a Lingui macro fails the lint.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: [
      'src/client/**/*.test.{ts,tsx}',
      'src/client/**/*.fixture.ts',
      'src/client/test-utils/**',
      'src/client/test-setup.ts',
    ],
    plugins: { lingui },
    rules: {
      ...lingui.configs.recommended.rules,
      'lingui/no-unlocalized-strings': ['error', UNLOCALIZED_STRINGS],
      // The rule lets one lowercase word through anywhere; where a visitor reads or hears it (JSX
      // text outside <Trans>, an accessible name, a title, a placeholder), even one word counts.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(JSXElement:not([openingElement.name.name="Trans"]), JSXFragment) > JSXText[value=/^\\s*[a-z]\\S*\\s*$/]',
          message: 'Words the visitor reads are Lingui messages: wrap them in <Trans> or t``.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder)$/] > Literal[value=/\\p{L}/u]',
          message: 'Words the visitor reads or hears are Lingui messages: use t``.',
        },
      ],
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
