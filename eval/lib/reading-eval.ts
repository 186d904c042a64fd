import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { FoodTable } from '../../src/shared/food/food-table';
import { PAGE_LANGUAGES } from '../../src/shared/languages';
import { recipeNutrition } from '../../src/shared/nutrition/recipe-nutrition';
import type { NutritionTable } from '../../src/shared/nutrition/nutrition-table';
import { DIETS, type Diet } from '../../src/shared/preference-options';
import { haveLine, readList } from '../../src/shared/recipe/ingredient-match';
import { readRecipe } from '../../src/shared/recipe/read-recipe';
import type { RecipeReading } from '../../src/shared/recipe/reading';
import { checkDiet, readingOptions, type WishFinding } from '../../src/shared/wishes/check-wishes';
import { lineIdentified } from '../../src/shared/wishes/diet-rules';

/**
 * The reading set (eval/reading-set/, its sources in SOURCES-*.md): real recipes from public
 * sources the reader's rules were never written from, each with the diets its site labels, our
 * own reading of the five diets, and "you have" pairs. Split once, by a hash of each recipe's id,
 * into a working half (rules may be written from it) and a held-out half (never looked at line by
 * line): the gap between the two is the figure of over-fitting.
 */

const diets = z.array(z.enum(DIETS));
export const readingRecipeSchema = z.strictObject({
  id: z.string().min(1),
  language: z.enum(PAGE_LANGUAGES),
  title: z.string(),
  source: z.string().nullable(),
  from: z.string().min(1),
  siteDiets: diets,
  siteLabel: z.string().nullable(),
  keeps: diets,
  breaks: diets,
  unsure: diets,
  reading: z.string(),
  servings: z.string().nullable(),
  ingredients: z.array(z.string()),
  steps: z.array(z.string()),
  pairs: z.array(z.tuple([z.string(), z.string(), z.enum(['have', 'maybe', 'not'])])),
});
export type ReadingRecipe = z.infer<typeof readingRecipeSchema>;
export type Half = 'working' | 'held-out';

export const READING_SET = join(process.cwd(), 'eval/reading-set');

export function loadReadingSet(dir = READING_SET): ReadingRecipe[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) =>
      z
        .array(readingRecipeSchema)
        .parse(JSON.parse(readFileSync(join(dir, file), 'utf8')))
        .map((recipe) => recipe),
    );
}

/** The half a recipe is in: fixed by its id alone, so adding recipes never moves one. */
export function halfOf(id: string): Half {
  const byte = createHash('sha256').update(id).digest()[0]!;
  return byte % 2 === 0 ? 'working' : 'held-out';
}

const HEADINGS = {
  en: ['Ingredients', 'Method', 'Servings:'],
  de: ['Zutaten', 'Zubereitung', 'Portionen:'],
  fr: ['Ingrédients', 'Préparation', 'Portions :'],
  es: ['Ingredientes', 'Preparación', 'Porciones:'],
  it: ['Ingredienti', 'Preparazione', 'Porzioni:'],
  pt: ['Ingredientes', 'Modo de preparo', 'Porções:'],
  nl: ['Ingrediënten', 'Bereiding', 'Porties:'],
} as const;

/** The recipe as a model would write it, its servings under the title, group names as headings. */
export function recipeMarkdown(recipe: ReadingRecipe): string {
  const [ingredients, method, serves] = HEADINGS[recipe.language];
  const list = recipe.ingredients
    .map((line) => (line.startsWith('## ') ? `\n### ${line.slice(3)}\n` : `- ${line}`))
    .join('\n');
  const steps = recipe.steps
    .filter((step) => !step.startsWith('## '))
    .map((step, i) => `${i + 1}. ${step}`)
    .join('\n');
  const stated = recipe.servings?.trim();
  const servings = !stated
    ? ''
    : /^\d+$/.test(stated)
      ? `${serves} ${stated}\n\n`
      : `${stated}\n\n`;
  return `# ${recipe.title}\n\n${servings}## ${ingredients}\n\n${list}\n\n## ${method}\n\n${steps}\n`;
}

export interface HalfFigures {
  recipes: number;
  lines: number;
  identified: number;
  unidentified: string[];
  /** Recipe and diet pairs whose site labels the diet. */
  labelled: number;
  labelledKept: number;
  labelledMissed: string[];
  /** Why a labelled diet is not Kept, counted by kind (both halves: counts, never the lines). */
  missedBecause: Record<MissedBecause, number>;
  /** Pairs our reading says the recipe keeps (the site's label or not). */
  keeping: number;
  keepingKept: number;
  /** Pairs our reading says the recipe breaks, read as Kept: must be none. */
  falseKept: string[];
  pairs: number;
  pairsRight: number;
  falseHave: string[];
  pairsWrong: string[];
  withServings: number;
  withFigure: number;
}

const empty = (): HalfFigures => ({
  recipes: 0,
  lines: 0,
  identified: 0,
  unidentified: [],
  labelled: 0,
  labelledKept: 0,
  labelledMissed: [],
  missedBecause: {
    'a line read as breaking it': 0,
    'the steps read as breaking it': 0,
    'a line not identified': 0,
    'a food the data leaves unsure': 0,
  },
  keeping: 0,
  keepingKept: 0,
  falseKept: [],
  pairs: 0,
  pairsRight: 0,
  falseHave: [],
  pairsWrong: [],
  withServings: 0,
  withFigure: 0,
});

function readLines(
  recipe: ReadingRecipe,
  reading: RecipeReading,
  table: FoodTable,
  f: HalfFigures,
) {
  const options = readingOptions(reading);
  for (const line of reading.ingredients.flatMap((g) => g.lines.map((l) => l.text))) {
    f.lines++;
    if (lineIdentified(line, table, options)) f.identified++;
    else f.unidentified.push(`${recipe.language} ${line}`);
  }
}

export type MissedBecause =
  | 'a line read as breaking it'
  | 'the steps read as breaking it'
  | 'a line not identified'
  | 'a food the data leaves unsure';

/** A diet not Kept: read as broken, or Unknown for a line not read, or for a food read but unsure. */
function missedBecause(
  found: WishFinding,
  table: FoodTable,
  options: ReturnType<typeof readingOptions>,
): MissedBecause {
  if (found.status === 'not kept')
    return found.said?.code === 'diet not kept' && found.said.names.length > 0
      ? 'a line read as breaking it'
      : 'the steps read as breaking it';
  const unread = (found.unchecked ?? []).some((line) => !lineIdentified(line, table, options));
  return unread ? 'a line not identified' : 'a food the data leaves unsure';
}

function readDiets(
  recipe: ReadingRecipe,
  reading: RecipeReading,
  table: FoodTable,
  f: HalfFigures,
) {
  const findings = new Map(DIETS.map((diet) => [diet, checkDiet(reading, diet, table)]));
  const status = new Map<Diet, string>(DIETS.map((diet) => [diet, findings.get(diet)!.status]));
  for (const diet of recipe.siteDiets) {
    f.labelled++;
    if (status.get(diet) === 'kept') f.labelledKept++;
    else {
      const found = findings.get(diet)!;
      f.missedBecause[missedBecause(found, table, readingOptions(reading))]++;
      const why = found.unchecked?.length ? found.unchecked.join(' | ') : found.words;
      f.labelledMissed.push(`${recipe.id} ${diet}: ${status.get(diet)} — ${why}`);
    }
  }
  for (const diet of recipe.keeps) {
    f.keeping++;
    if (status.get(diet) === 'kept') f.keepingKept++;
  }
  for (const diet of recipe.breaks)
    if (status.get(diet) === 'kept') f.falseKept.push(`${recipe.id} ${diet}`);
}

/** As the page's kitchen panel reads a line: in the recipe's language. */
function readPairs(
  recipe: ReadingRecipe,
  reading: RecipeReading,
  table: FoodTable,
  f: HalfFigures,
) {
  const options = readingOptions(reading);
  for (const [listed, line, expected] of recipe.pairs) {
    const have = haveLine(line, readList([listed], table), table, options).status;
    const got = have === 'have' ? 'have' : have === 'maybe' ? 'maybe' : 'not';
    f.pairs++;
    if (got === expected) f.pairsRight++;
    else
      f.pairsWrong.push(`${recipe.language} "${listed}" / "${line}": ${got}, expected ${expected}`);
    if (got === 'have' && expected !== 'have') f.falseHave.push(`"${listed}" / "${line}"`);
  }
}

export function evalReading(
  recipes: readonly ReadingRecipe[],
  table: FoodTable,
  nutrition: NutritionTable,
): Record<Half, HalfFigures> {
  const halves: Record<Half, HalfFigures> = { working: empty(), 'held-out': empty() };
  for (const recipe of recipes) {
    const f = halves[halfOf(recipe.id)];
    f.recipes++;
    const reading = readRecipe(recipeMarkdown(recipe));
    readLines(recipe, reading, table, f);
    readDiets(recipe, reading, table, f);
    readPairs(recipe, reading, table, f);
    if (reading.servings) {
      f.withServings++;
      if (recipeNutrition(reading, table, nutrition).kind === 'figure') f.withFigure++;
    }
  }
  return halves;
}

const pct = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

/** One row a figure, a column a half, and the gap between them (working less held-out). */
export function readingTable(halves: Record<Half, HalfFigures>): string {
  const w = halves.working;
  const h = halves['held-out'];
  const rows: [string, (f: HalfFigures) => [number, number]][] = [
    ['Ingredient lines identified', (f) => [f.identified, f.lines]],
    ['Diet Kept, of the diets sites label', (f) => [f.labelledKept, f.labelled]],
    ['Diet Kept, of the diets our reading keeps', (f) => [f.keepingKept, f.keeping]],
    ['"You have" pairs right', (f) => [f.pairsRight, f.pairs]],
    ['Nutrition figure shown, of recipes with servings', (f) => [f.withFigure, f.withServings]],
  ];
  const cell = (n: number, of: number) => `${pct(n, of)} (${n}/${of})`;
  const gap = (a: [number, number], b: [number, number]) =>
    a[1] && b[1] ? `${((100 * a[0]) / a[1] - (100 * b[0]) / b[1]).toFixed(1)} pts` : '-';
  const lines = [
    `| Figure | Working half (${w.recipes} recipes) | Held-out half (${h.recipes} recipes) | Gap |`,
    '| --- | --- | --- | --- |',
    ...rows.map(
      ([name, of]) => `| ${name} | ${cell(...of(w))} | ${cell(...of(h))} | ${gap(of(w), of(h))} |`,
    ),
    `| False Kept | ${w.falseKept.length} | ${h.falseKept.length} | |`,
    `| Different food read as had | ${w.falseHave.length} | ${h.falseHave.length} | |`,
  ];
  return lines.join('\n');
}
