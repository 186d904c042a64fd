import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { FoodTable } from '../../src/shared/food/food-table';
import type { FoodTableData } from '../../src/shared/food/food-table-data';
import { NutritionTable } from '../../src/shared/nutrition/nutrition-table';
import type { NutritionTableData } from '../../src/shared/nutrition/nutrition-table-data';
import { formatModelRows, modelRecipeCoverage } from './nutrition-model-recipes';
import {
  evalRecipe,
  foodsBehindMisses,
  formatFoodRows,
  formatSummary,
  summarize,
  uniqueRecipes,
  type SiteRecipe,
} from './nutrition-eval';

const json = <T>(path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;

interface RecipeSet {
  name: string;
  source: string;
  recipes: SiteRecipe[];
}

/**
 * The first set (eval/nutrition-recipes.json) and each added one (eval/nutrition-sets/*.json),
 * each page once over all of them.
 */
export function nutritionSets(): RecipeSet[] {
  const folder = new URL('../nutrition-sets/', import.meta.url);
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => [f.replace(/\.json$/, ''), `../nutrition-sets/${f}`] as const)
    : [];
  const seen = new Set<string>();
  return [['nutrition-recipes', '../nutrition-recipes.json'] as const, ...files].map(
    ([name, path]) => {
      const set = json<{ source: string; recipes: SiteRecipe[] }>(path);
      const recipes = uniqueRecipes(set.recipes).filter((r) => !seen.has(r.url));
      recipes.forEach((r) => seen.add(r.url));
      return { name, source: set.source, recipes };
    },
  );
}

/** `npm run eval -- --nutrition`: no model is asked; the figures are the code's. */
export function evalNutrition(verbose: boolean): void {
  const foods = new FoodTable(json<FoodTableData>('../../src/shared/food/food-table.json'));
  const nutrition = new NutritionTable(
    json<NutritionTableData>('../../src/shared/nutrition/nutrition-table.json'),
  );
  const sets = nutritionSets();
  const outcomes = sets.flatMap(({ name, recipes }) =>
    recipes.map((r) => ({ ...evalRecipe(r, foods, nutrition), set: name })),
  );
  console.log(`Nutrition per serving: computed kcal against each site's own figure`);
  const counts = sets.map((s) => `${s.recipes.length} ${s.name}`).join(', ');
  console.log(`${outcomes.length} recipes (${counts})\n`);
  console.log(formatSummary(summarize(outcomes)));
  if (sets.length > 1)
    console.log(
      `\n${formatSummary(
        summarize(outcomes, (o) => o.set ?? ''),
        'set',
      )}`,
    );
  console.log(
    `\nMain foods (a tenth of a recipe's energy or more) in 8 recipes with a figure or more, fewest within 20% first; a median signed error far from 0 is a food the sites count differently:\n${formatFoodRows(foodsBehindMisses(outcomes))}`,
  );
  console.log(
    `\nRecipes as models write them (src/shared/wishes/fixtures/second-round/recipes), no site figure:\n${formatModelRows(modelRecipeCoverage(foods, nutrition))}`,
  );
  const without = outcomes.filter((o) => o.kind !== 'figure');
  // Kinds in order: what the shares leave out last.
  const rank = ['unknown', 'range', 'not compared', 'not read'];
  without.sort((a, b) => rank.indexOf(a.kind) - rank.indexOf(b.kind));
  console.log(`\nWithout a single figure (${without.length}), and why:`);
  for (const o of without)
    console.log(
      `  ${o.kind.padEnd(12)} ${o.language} ${o.url}\n               ${o.computed !== null ? `${o.kind === 'range' ? 'range, middle ' : ''}${Math.round(o.computed)} kcal (site ${o.site}): ` : ''}${o.reason ?? ''}`,
    );
  if (!verbose) return;
  console.log('\nWith a figure:');
  for (const o of outcomes.filter((x) => x.kind === 'figure'))
    console.log(
      `  ${String(Math.round(o.computed!)).padStart(5)} vs ${String(o.site).padStart(5)} kcal  ${(100 * o.error!).toFixed(0).padStart(4)}%  ${o.url}`,
    );
}
