import type { FoodTable } from '../../src/shared/food/food-table';
import type { NutritionTable } from '../../src/shared/nutrition/nutrition-table';
import { recipeNutrition, type NutritionResult } from '../../src/shared/nutrition/recipe-nutrition';
import { readRecipe } from '../../src/shared/recipe/read-recipe';
import { recipeLanguage, type RecipeLanguage } from '../../src/shared/recipe/recipe-language';

/**
 * The computed kcal per serving against the figure each recipe site states for its own recipe
 * (eval/nutrition-recipes.json), per language: the share with a figure, the share within 20% of
 * the site's, the median error. A site's figure is its own estimate, not a measurement.
 */

export interface SiteRecipe {
  url: string;
  title: string | null;
  servings: number;
  calories: number;
  ingredients: string[];
}

export interface RecipeOutcome {
  url: string;
  /** The set the recipe comes from (its file's name), once sets are read together. */
  set?: string;
  language: RecipeLanguage | 'other';
  site: number;
  kind: NutritionResult['kind'] | 'not read' | 'not compared';
  computed: number | null;
  /** |computed − site| / site, for a figure (a range by its middle). */
  error: number | null;
  /** (computed − site) / site: above 0 where the computed figure is higher than the site's. */
  signedError?: number | null;
  /** The foods that give at least a tenth of the computed energy, for the whole recipe. */
  mainFoods?: MainFood[];
  /** The servings the site's figure is per. */
  servings?: number;
  reason: string | null;
}

/** A food is one of a recipe's main foods when it gives this share of the computed energy. */
export const MAIN_FOOD_SHARE = 0.1;

export interface MainFood {
  /** USDA's name. */
  food: string;
  grams: number;
  kcal: number;
}

/** The foods giving at least `MAIN_FOOD_SHARE` of the energy counted, each once, for the whole recipe. */
export function mainFoods(result: NutritionResult): MainFood[] {
  const byFood = new Map<string, MainFood>();
  for (const l of result.lines) {
    if (!l.food || !l.kcal || !l.grams) continue;
    const sum = byFood.get(l.food) ?? { food: l.food, grams: 0, kcal: 0 };
    byFood.set(l.food, { ...sum, grams: sum.grams + l.grams, kcal: sum.kcal + l.kcal });
  }
  const total = [...byFood.values()].reduce((a, b) => a + b.kcal, 0);
  return [...byFood.values()].filter((f) => total > 0 && f.kcal / total >= MAIN_FOOD_SHARE);
}

const BY_DOMAIN: [RegExp, RecipeLanguage][] = [
  [/\.(de|at)\/|bettybossi\.ch\/de|lidl-kochen/, 'de'],
  [/\.(nl|be)\//, 'nl'],
  [/\.fr\//, 'fr'],
  [/\.(pt|com\.br)\//, 'pt'],
  [/\.es\//, 'es'],
  [/\.it\//, 'it'],
];
/** Sites in languages the reader does not read (Swedish, Danish, Norwegian, Hungarian, Greek). */
const OTHER = /\.(se|dk|no|hu)\//;

/** Chinese or Japanese script in the list: a language the reader does not read. */
const OTHER_SCRIPT = /[\p{Script=Greek}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The site's country says the language first (a short Dutch list can read as Spanish); else the text. */
export function siteLanguage(recipe: SiteRecipe): RecipeLanguage | 'other' {
  if (OTHER.test(recipe.url) || OTHER_SCRIPT.test(recipe.ingredients.join(' '))) return 'other';
  const byDomain = BY_DOMAIN.find(([pattern]) => pattern.test(recipe.url))?.[1];
  return byDomain ?? recipeLanguage([recipe.title ?? '', ...recipe.ingredients].join(' ')) ?? 'en';
}

/**
 * A stated yield of 1 is not compared: in the source it is what a page's yield reads as when it
 * is missing or not a count ("1 loaf", "1 pie"), while the site's figure is per slice or per
 * plate (a risotto for four listed as yield 1). The figure is still computed and listed.
 */
export const UNSURE_YIELD = 1;

/** The recipe as the model writes one: title, servings, the list, a step. */
export function recipeMarkdown(recipe: SiteRecipe): string {
  const lines = recipe.ingredients.map((l) => `- ${l.replace(/\s+/g, ' ').trim()}`).join('\n');
  return `# ${recipe.title ?? 'Recipe'}\n\nServes ${recipe.servings}\n\n## Ingredients\n\n${lines}\n\n## Instructions\n\n1. Cook as the site says.\n`;
}

export function evalRecipe(
  recipe: SiteRecipe,
  foods: FoodTable,
  nutrition: NutritionTable,
): RecipeOutcome {
  const language = siteLanguage(recipe);
  const base = { url: recipe.url, language, site: recipe.calories };
  if (language === 'other')
    return { ...base, kind: 'not read', computed: null, error: null, reason: 'language not read' };
  const reading = { ...readRecipe(recipeMarkdown(recipe)), language };
  const result = recipeNutrition(reading, foods, nutrition);
  if (recipe.calories <= 0) {
    const computed = result.kind === 'unknown' ? null : result.perServing.kcal;
    const reason = 'the site states 0 kcal: no figure to compare with';
    return { ...base, kind: 'not compared', computed, error: null, reason };
  }
  if (recipe.servings === UNSURE_YIELD) {
    const computed = result.kind === 'unknown' ? null : result.perServing.kcal;
    const reason = "the source states a yield of 1: the site's serving is not known";
    return { ...base, kind: 'not compared', computed, error: null, reason };
  }
  if (result.kind === 'unknown')
    return { ...base, kind: 'unknown', computed: null, error: null, reason: result.reason };
  const computed =
    result.kind === 'range'
      ? (result.perServing.kcal + result.kcalHigh) / 2
      : result.perServing.kcal;
  const reason = result.kind === 'range' ? result.reason : null;
  const signedError = (computed - recipe.calories) / recipe.calories;
  const error = Math.abs(signedError);
  return {
    ...base,
    kind: result.kind,
    computed,
    error,
    signedError,
    mainFoods: mainFoods(result),
    servings: recipe.servings,
    reason,
  };
}

export interface LanguageSummary {
  language: string;
  /** Recipes compared: read, and with a yield the site's figure can be compared by. */
  recipes: number;
  /** Listed but not compared (yield of 1). */
  notCompared: number;
  figure: number;
  range: number;
  within20: number;
  medianError: number | null;
  /** The median of (computed − site) / site: where the computed figures sit against the sites'. */
  medianSigned: number | null;
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Per language (or per set, by `groupOf`) and in all: a figure is a single number; a range is
 * counted apart.
 */
export function summarize(
  outcomes: readonly RecipeOutcome[],
  groupOf: (o: RecipeOutcome) => string = (o) => o.language,
): LanguageSummary[] {
  const order = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'other'];
  const groups = outcomes.map(groupOf);
  const languages = [
    ...order.filter((l) => groups.includes(l)),
    ...new Set(groups.filter((l) => !order.includes(l))),
    'all',
  ];
  return languages.map((language) => {
    const all = outcomes.filter((o) => language === 'all' || groupOf(o) === language);
    const mine = all.filter((o) => o.kind !== 'not compared' && o.kind !== 'not read');
    const figures = mine.filter((o) => o.kind === 'figure');
    return {
      language,
      recipes: mine.length,
      notCompared: all.length - mine.length,
      figure: figures.length,
      range: mine.filter((o) => o.kind === 'range').length,
      within20: figures.filter((o) => (o.error ?? 1) <= 0.2).length,
      medianError: median(figures.map((o) => o.error!)),
      medianSigned: median(figures.map((o) => o.signedError ?? 0)),
    };
  });
}

/** A share to a tenth, with its count: a whole percent can round 69.6% up to an aim of 70%. */
const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}% (${n}/${of})` : '-');

export interface FoodRow {
  food: string;
  /** Recipes with a figure where the food gives a tenth of the energy or more. */
  recipes: number;
  within20: number;
  medianSigned: number;
  /** USDA's kcal per 100 g, as counted. */
  kcalPer100g: number;
  /**
   * The kcal per 100 g that would make each recipe's figure the site's if the food alone made
   * the difference (the median over its recipes): far from USDA's, the sites count the food as
   * something else.
   */
  impliedPer100g: number;
}

/**
 * Per food, over the recipes with a figure where it is a main food: how many are within 20% of
 * the site's figure, the median signed error and the value per 100 g the sites' figures imply.
 * A food whose recipes run one way against the sites is counted differently by the code and by
 * the sites; foods in fewer than `least` recipes are left out. Fewest within first.
 */
export function foodsBehindMisses(outcomes: readonly RecipeOutcome[], least = 8): FoodRow[] {
  const byFood = new Map<string, { o: RecipeOutcome; f: MainFood }[]>();
  for (const o of outcomes)
    if (o.kind === 'figure')
      for (const f of o.mainFoods ?? []) {
        const list = byFood.get(f.food) ?? [];
        list.push({ o, f });
        byFood.set(f.food, list);
      }
  return [...byFood]
    .filter(([, list]) => list.length >= least)
    .map(([food, list]) => {
      const per100 = (f: MainFood) => (100 * f.kcal) / f.grams;
      const implied = list.map(
        ({ o, f }) => per100(f) + (100 * (o.site - o.computed!) * (o.servings ?? 1)) / f.grams,
      );
      return {
        food,
        recipes: list.length,
        within20: list.filter(({ o }) => (o.error ?? 1) <= 0.2).length,
        medianSigned: median(list.map(({ o }) => o.signedError ?? 0))!,
        kcalPer100g: per100(list[0]!.f),
        impliedPer100g: median(implied)!,
      };
    })
    .sort((a, b) => a.within20 / a.recipes - b.within20 / b.recipes || b.recipes - a.recipes);
}

const signed = (x: number) => `${x > 0 ? '+' : ''}${(100 * x).toFixed(1)}%`;

export function formatFoodRows(rows: readonly FoodRow[]): string {
  const head = `${'within 20%'.padStart(16)}  median signed  kcal/100 g  sites imply  main food (USDA)`;
  const body = rows.map(
    (r) =>
      `${pct(r.within20, r.recipes).padStart(16)}  ${signed(r.medianSigned).padStart(13)}` +
      `  ${Math.round(r.kcalPer100g).toString().padStart(10)}  ${Math.round(r.impliedPer100g).toString().padStart(11)}  ${r.food}`,
  );
  return [head, ...body].join('\n');
}

export function formatSummary(rows: readonly LanguageSummary[], by = 'language'): string {
  const width = Math.max(9, ...rows.map((r) => r.language.length + 1));
  const head = `${by.padEnd(width)} compared  not compared    with a figure  range  within 20% (of figures)  median error  median signed`;
  const body = rows.map(
    (r) =>
      `${r.language.padEnd(width)} ${String(r.recipes).padStart(8)}  ${String(r.notCompared).padStart(12)}` +
      `  ${pct(r.figure, r.recipes).padStart(15)}` +
      `  ${String(r.range).padStart(5)}  ${pct(r.within20, r.figure).padStart(23)}` +
      `  ${(r.medianError === null ? '-' : `${(100 * r.medianError).toFixed(1)}%`).padEnd(12)}` +
      `  ${r.medianSigned === null ? '-' : signed(r.medianSigned)}`,
  );
  return [head, ...body].join('\n');
}

/** Each page once: the source lists one page twice. */
export function uniqueRecipes(recipes: readonly SiteRecipe[]): SiteRecipe[] {
  const seen = new Set<string>();
  return recipes.filter((r) => !seen.has(r.url) && Boolean(seen.add(r.url)));
}
