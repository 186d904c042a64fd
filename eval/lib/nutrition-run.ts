import { readFileSync } from 'node:fs';
import { FoodTable } from '../../src/shared/food/food-table';
import type { FoodTableData } from '../../src/shared/food/food-table-data';
import { NutritionTable } from '../../src/shared/nutrition/nutrition-table';
import type { NutritionTableData } from '../../src/shared/nutrition/nutrition-table-data';
import {
  evalRecipe,
  formatSummary,
  summarize,
  uniqueRecipes,
  type SiteRecipe,
} from './nutrition-eval';

const json = <T>(path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;

/** `npm run eval -- --nutrition`: no model is asked; the figures are the code's. */
export function evalNutrition(verbose: boolean): void {
  const foods = new FoodTable(json<FoodTableData>('../../src/shared/food/food-table.json'));
  const nutrition = new NutritionTable(
    json<NutritionTableData>('../../src/shared/nutrition/nutrition-table.json'),
  );
  const set = json<{ source: string; recipes: SiteRecipe[] }>('../nutrition-recipes.json');
  const recipes = uniqueRecipes(set.recipes);
  const outcomes = recipes.map((r) => evalRecipe(r, foods, nutrition));
  console.log(`Nutrition per serving: computed kcal against each site's own figure`);
  console.log(`${recipes.length} recipes (eval/nutrition-recipes.json)\n`);
  console.log(formatSummary(summarize(outcomes)));
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
