/**
 * What the page computes for a recipe once it is read, at real size and in this process (no
 * browser: the same shared code the page runs): the kitchen panel's grouping against a list of ten
 * items, the nutrition section and the food-safety check, on the real food and nutrition tables,
 * for a recipe of ordinary length and the longest of the real recipe fixtures. Each is timed the
 * first time (cold: the tables loaded, nothing computed yet; the first recipe's cold figures also
 * hold the code's first run) and then repeatedly (median, p95),
 * against reading the same recipe alone with the shared reader (the baseline, same run).
 */
import { loadFoodTable } from '../../src/shared/food/food-table';
import { loadNutritionTable } from '../../src/shared/nutrition/nutrition-table';
import { recipeNutrition } from '../../src/shared/nutrition/recipe-nutrition';
import { groupIngredients } from '../../src/shared/recipe/ingredient-match';
import { readRecipe } from '../../src/shared/recipe/read-recipe';
import { checkSafety } from '../../src/shared/safety/check-safety';
import RECIPES from '../../src/shared/wishes/fixtures/real-recipes/recipes.json';
import type { BenchContext } from '../lib/servers';
import { round, summarize, type Summary } from '../lib/stats';
import { table } from '../lib/table';

const LIST = [
  'chicken',
  'rice',
  'onion',
  'garlic',
  'butter',
  'cheese',
  'pasta',
  'tomatoes',
  'milk',
  'eggs',
];
const TASKS = ['read', 'group', 'nutrition', 'safety'] as const;
type Task = (typeof TASKS)[number];

export interface ComputeRow {
  recipe: string;
  lines: number;
  /** ms: the first compute after the tables loaded, then the repeated ones. */
  cold: Record<Task, number>;
  warm: Record<Task, Summary>;
  /** Warm medians against reading the recipe alone. */
  ratio: Record<Exclude<Task, 'read'>, number>;
}
export interface ComputeResult {
  runs: number;
  tablesLoadMs: number;
  rows: ComputeRow[];
  /** The slowest warm p95 of the three computations, any recipe (ms). */
  worstP95Ms: number;
}

interface Fixture {
  title: string;
  ingredients: string[];
  steps: string[];
}

/** The fixture as a model would write it: title, servings, ingredient list, numbered steps. */
const markdown = (r: Fixture) =>
  [
    `# ${r.title}`,
    '',
    'Serves: 4',
    '',
    '## Ingredients',
    '',
    ...r.ingredients.map((l) => `- ${l}`),
    '',
    '## Steps',
    '',
    ...r.steps.map((s, i) => `${i + 1}. ${s}`),
  ].join('\n');

function time(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

export async function measureRecipeCompute(ctx: BenchContext): Promise<ComputeResult> {
  const runs = ctx.settings.quick ? 50 : 200;
  const recipes = (RECIPES as Fixture[]).filter((r) => r.steps.length > 0);
  const byLength = [...recipes].sort((a, b) => a.ingredients.length - b.ingredients.length);
  const picked = [byLength[Math.floor(byLength.length / 2)]!, byLength.at(-1)!];
  const t0 = performance.now();
  const [foods, nutrition] = await Promise.all([loadFoodTable(), loadNutritionTable()]);
  const tablesLoadMs = round(performance.now() - t0);

  const rows = picked.map((r): ComputeRow => {
    const text = markdown(r);
    // Each section computes from the one reading the page keeps, as the page does.
    const reading = readRecipe(text);
    const lines = reading.ingredients.flatMap((g) => g.lines.map((l) => l.text));
    const tasks: Record<Task, () => unknown> = {
      read: () => readRecipe(text),
      group: () => groupIngredients(lines, LIST, foods),
      nutrition: () => recipeNutrition(reading, foods, nutrition),
      safety: () => checkSafety(reading, foods),
    };
    const cold = Object.fromEntries(
      TASKS.map((t) => [t, round(time(tasks[t]), 2)]),
    ) as ComputeRow['cold'];
    const samples = Object.fromEntries(TASKS.map((t) => [t, [] as number[]])) as Record<
      Task,
      number[]
    >;
    // Interleaved, so a busy moment on the machine falls on all four alike.
    for (let i = 0; i < runs; i++) for (const t of TASKS) samples[t].push(time(tasks[t]));
    const warm = Object.fromEntries(
      TASKS.map((t) => [t, summarize(samples[t])]),
    ) as ComputeRow['warm'];
    const base = Math.max(warm.read.median, 0.1);
    const ratio = {
      group: round(warm.group.median / base),
      nutrition: round(warm.nutrition.median / base),
      safety: round(warm.safety.median / base),
    };
    return { recipe: r.title, lines: r.ingredients.length, cold, warm, ratio };
  });
  const worstP95Ms = Math.max(
    ...rows.flatMap((r) => [r.warm.group.p95, r.warm.nutrition.p95, r.warm.safety.p95]),
  );

  ctx.log(`   tables loaded in ${tablesLoadMs} ms; ${runs} runs per computation`);
  ctx.log(
    table([
      ['recipe (lines)', 'computation', 'cold ms', 'median ms', 'p95 ms', 'x reading'],
      ...rows.flatMap((r) =>
        TASKS.map((t) => [
          `${r.recipe.slice(0, 28)} (${r.lines})`,
          t === 'read' ? 'reading alone (baseline)' : t,
          String(r.cold[t]),
          String(r.warm[t].median),
          String(r.warm[t].p95),
          t === 'read' ? '1' : String(r.ratio[t]),
        ]),
      ),
    ]),
  );
  return { runs, tablesLoadMs, rows, worstP95Ms };
}
