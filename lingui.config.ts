import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The page's words (docs/i18n.md): one catalog per language, extracted from the code by
 * `npx lingui extract`. Two catalogs per language: what the first paint shows (the header, the add
 * form, the list), loaded before the first render, and the rest, loaded with the page's body.
 */
const FIRST_PAINT = [
  '<rootDir>/src/client/app/Header.tsx',
  '<rootDir>/src/client/features/language/**',
  '<rootDir>/src/client/features/ingredients/AddIngredientForm.tsx',
  '<rootDir>/src/client/features/ingredients/IngredientList.tsx',
  '<rootDir>/src/client/features/ingredients/IngredientItem.tsx',
  '<rootDir>/src/client/features/ingredients/ingredient-text.ts',
  '<rootDir>/src/client/features/ingredients/PasteOffer.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl'],
  fallbackLocales: false,
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false, origins: false }),
  catalogs: [
    { path: '<rootDir>/src/client/locales/first/{locale}', include: FIRST_PAINT },
    {
      path: '<rootDir>/src/client/locales/page/{locale}',
      include: ['<rootDir>/src/client'],
      exclude: [...FIRST_PAINT, '**/*.test.*', '<rootDir>/src/client/test-utils'],
    },
  ],
});
