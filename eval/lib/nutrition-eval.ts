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
  language: RecipeLanguage | 'other';
  site: number;
  kind: NutritionResult['kind'] | 'not read';
  computed: number | null;
  /** |computed − site| / site, for a figure (a range by its middle). */
  error: number | null;
  reason: string | null;
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

export function siteLanguage(recipe: SiteRecipe): RecipeLanguage | 'other' {
  if (OTHER.test(recipe.url) || /\p{Script=Greek}/u.test(recipe.ingredients.join(' ')))
    return 'other';
  const told = recipeLanguage([recipe.title ?? '', ...recipe.ingredients].join(' '));
  return told ?? BY_DOMAIN.find(([pattern]) => pattern.test(recipe.url))?.[1] ?? 'en';
}

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
  if (result.kind === 'unknown')
    return { ...base, kind: 'unknown', computed: null, error: null, reason: result.reason };
  const computed =
    result.kind === 'range'
      ? (result.perServing.kcal + result.kcalHigh) / 2
      : result.perServing.kcal;
  const reason = result.kind === 'range' ? result.reason : null;
  const error = Math.abs(computed - recipe.calories) / recipe.calories;
  return { ...base, kind: result.kind, computed, error, reason };
}

export interface LanguageSummary {
  language: string;
  recipes: number;
  figure: number;
  range: number;
  within20: number;
  medianError: number | null;
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Per language and in all: a figure is a single number; a range is counted apart. */
export function summarize(outcomes: readonly RecipeOutcome[]): LanguageSummary[] {
  const languages = [...new Set(outcomes.map((o) => o.language)), 'all'];
  return languages.map((language) => {
    const mine = outcomes.filter((o) => language === 'all' || o.language === language);
    const figures = mine.filter((o) => o.kind === 'figure');
    return {
      language,
      recipes: mine.length,
      figure: figures.length,
      range: mine.filter((o) => o.kind === 'range').length,
      within20: figures.filter((o) => (o.error ?? 1) <= 0.2).length,
      medianError: median(figures.map((o) => o.error!)),
    };
  });
}

const pct = (n: number, of: number) => (of ? `${Math.round((100 * n) / of)}%` : '-');

export function formatSummary(rows: readonly LanguageSummary[]): string {
  const head = 'language  recipes  with a figure  range  within 20% (of figures)  median error';
  const body = rows.map(
    (r) =>
      `${r.language.padEnd(9)} ${String(r.recipes).padStart(7)}  ${pct(r.figure, r.recipes).padStart(13)}` +
      `  ${String(r.range).padStart(5)}  ${pct(r.within20, r.figure).padStart(23)}` +
      `  ${r.medianError === null ? '-' : `${(100 * r.medianError).toFixed(1)}%`}`,
  );
  return [head, ...body].join('\n');
}
