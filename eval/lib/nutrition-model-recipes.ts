import { readdirSync, readFileSync } from 'node:fs';
import type { FoodTable } from '../../src/shared/food/food-table';
import type { NutritionTable } from '../../src/shared/nutrition/nutrition-table';
import { recipeNutrition } from '../../src/shared/nutrition/recipe-nutrition';
import { readRecipe } from '../../src/shared/recipe/read-recipe';
import { PAGE_LANGUAGES } from '../../src/shared/languages';
import type { RecipeLanguage } from '../../src/shared/recipe/recipe-language';

/**
 * Recipes as models write them, in the seven languages: the wish checks' second set
 * (src/shared/wishes/fixtures/second-round/recipes, each file named after its language). No site
 * states their kcal, so what is measured is how many the section can give a figure for, and how
 * many of their lines it leaves uncounted for want of a food or a weight.
 */
const FOLDER = new URL('../../src/shared/wishes/fixtures/second-round/recipes/', import.meta.url);

export interface ModelRecipeRow {
  language: RecipeLanguage | 'all';
  recipes: number;
  figure: number;
  range: number;
  unknown: number;
  noServings: number;
  lines: number;
  uncounted: number;
}

export function modelRecipeCoverage(foods: FoodTable, nutrition: NutritionTable): ModelRecipeRow[] {
  const rows = new Map<RecipeLanguage | 'all', ModelRecipeRow>();
  const row = (language: RecipeLanguage | 'all') => {
    const found = rows.get(language);
    if (found) return found;
    const made = {
      language,
      recipes: 0,
      figure: 0,
      range: 0,
      unknown: 0,
      noServings: 0,
      lines: 0,
      uncounted: 0,
    };
    rows.set(language, made);
    return made;
  };
  for (const file of readdirSync(FOLDER).sort()) {
    const language = PAGE_LANGUAGES.find((l) => file.startsWith(l));
    // Files named for an odd shape ("s07-pourservir.md") hold no one language.
    if (!language) continue;
    const reading = readRecipe(readFileSync(new URL(file, FOLDER), 'utf8'));
    const result = recipeNutrition({ ...reading, language }, foods, nutrition);
    for (const r of [row(language), row('all')]) {
      r.recipes++;
      if (!result.servings) r.noServings++;
      else r[result.kind]++;
      r.lines += result.lines.length;
      r.uncounted += result.lines.filter(
        (l) => l.rule === 'no-food' || l.rule === 'no-weight',
      ).length;
    }
  }
  return [...rows.values()].sort((a, b) =>
    a.language === 'all' ? 1 : b.language === 'all' ? -1 : 0,
  );
}

export function formatModelRows(rows: readonly ModelRecipeRow[]): string {
  const head =
    'language  recipes  with a figure  range  not enough identified  no servings  lines not counted';
  const lines = rows.map((r) => {
    const withServings = r.recipes - r.noServings;
    const share = withServings
      ? `${((100 * r.figure) / withServings).toFixed(1)}% (${r.figure}/${withServings})`
      : '-';
    return [
      r.language.padEnd(8),
      String(r.recipes).padStart(7),
      share.padStart(14),
      String(r.range).padStart(6),
      String(r.unknown).padStart(22),
      String(r.noServings).padStart(12),
      `${r.uncounted} of ${r.lines}`.padStart(18),
    ].join('  ');
  });
  return [head, ...lines].join('\n');
}
