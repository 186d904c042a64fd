import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The page's import direction is a lint rule (eslint.config.js): each case lints one import as if
// it were written in a file of the page, with the project's own configuration.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the import direction', () => {
  it.each([
    ['src/client/features/cook/Bad.tsx', "export { KitchenPanel } from '../kitchen/KitchenPanel';"],
    ['src/client/features/kitchen/Bad.tsx', "export { RecipeArea } from '../recipe';"],
    ['src/client/features/ingredients/Bad.tsx', "export { CookMode } from '../cook';"],
    ['src/client/ui/Bad.tsx', "export { useIngredients } from '../features/ingredients';"],
    ['src/client/lib/bad.ts', "export { RecipeArea } from '../features/recipe';"],
    ['src/client/features/recipe/Bad.tsx', "export { App } from '../../app/App';"],
    ['src/shared/bad.ts', "export { BRAND } from '../client/brand';"],
  ])('refuses %s: %s', async (filePath, code) => {
    expect(await problems(filePath, code)).toEqual([
      expect.stringContaining('import-x/no-restricted-paths'),
    ]);
  });

  it.each([
    ['src/client/features/cook/Good.tsx', "export { KitchenPanel } from '../kitchen';"],
    ['src/client/features/recipe/Good.tsx', "export { CookMode } from '../cook';"],
    [
      'src/client/features/recipe/Good2.tsx',
      "export { IngredientList } from '../ingredients/lazy';",
    ],
    ['src/client/app/Good.tsx', "export { RecipeArea } from '../features/recipe';"],
    ['src/client/features/kitchen/Good.tsx', "export { Button } from '../../ui/Button';"],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});
