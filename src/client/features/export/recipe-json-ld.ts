import { t } from '@lingui/core/macro';
import { BRAND } from '../../brand';
import type {
  HowToSection,
  HowToStep,
  NutritionInformation,
  Recipe,
  RestrictedDiet,
  WithContext,
} from 'schema-dts';
import { foodTableIfLoaded, type FoodTable } from '../../../shared/food/food-table';
import {
  nutritionTableIfLoaded,
  type NutritionTable,
} from '../../../shared/nutrition/nutrition-table';
import { recipeNutrition } from '../../../shared/nutrition/recipe-nutrition';
import type { Diet, Preferences } from '../../../shared/preferences';
import type { RecipeReading, RecipeStep } from '../../../shared/recipe/reading';
import { checkDiet } from '../../../shared/wishes/check-wishes';

/**
 * A schema.org `Recipe` in JSON-LD, the format recipe managers (Mealie, Tandoor, KitchenOwl) import.
 * Built from the recipe as shown, in the visitor's servings and units; made on the page, nothing sent.
 */

/** schema.org names four of the five diets; pescatarian and dairy-free go to the keywords only. */
const SCHEMA_DIETS: Partial<Record<Diet, RestrictedDiet>> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
};

export interface RecipeJsonLdContext {
  preferences: Preferences;
  created: Date;
  /** The data the nutrition figures read; by default the tables the page has loaded. */
  tables?: { foods: FoodTable; nutrition: NutritionTable } | null;
  /**
   * The recipe nutrition weighs, as written (the units control rounds amounts); by default the
   * recipe exported.
   */
  weighed?: RecipeReading | null;
}

function loadedTables(): RecipeJsonLdContext['tables'] {
  const foods = foodTableIfLoaded();
  const nutrition = nutritionTableIfLoaded();
  return foods && nutrition ? { foods, nutrition } : null;
}

const g = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} g`;

/**
 * Nutrition per serving as the page computes it (D17), only where it shows a single figure: a
 * range or "not enough identified" is no figure to hand to another app.
 */
export function nutritionInformation(
  reading: RecipeReading,
  tables: RecipeJsonLdContext['tables'],
): NutritionInformation | null {
  if (!tables) return null;
  const result = recipeNutrition(reading, tables.foods, tables.nutrition);
  if (result.kind !== 'figure') return null;
  const n = result.perServing;
  return {
    '@type': 'NutritionInformation',
    servingSize: t`1 serving`,
    calories: `${Math.round(n.kcal)} kcal`,
    proteinContent: g(n.protein),
    fatContent: g(n.fat),
    saturatedFatContent: g(n.saturatedFat),
    carbohydrateContent: g(n.carbohydrate),
    sugarContent: g(n.sugars),
    fiberContent: g(n.fibre),
    // schema.org carries sodium, not salt: salt is sodium × 2.5.
    sodiumContent: `${Math.round((n.salt / 2.5) * 1000)} mg`,
  };
}

export function isoDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = Math.round(seconds % 60);
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
  return `PT${parts || '0M'}`;
}

function howToStep(step: RecipeStep): HowToStep {
  return { '@type': 'HowToStep', text: step.text };
}

/**
 * With any group, every step goes in a section ("Steps" for the ungrouped): importers read steps or
 * sections, never both mixed (Mealie reads every element's `itemListElement` once one is a section).
 */
export function recipeInstructions(steps: RecipeStep[]): HowToStep[] | HowToSection[] {
  if (steps.every((step) => step.group === null)) return steps.map(howToStep);
  const sections: { name: string; steps: HowToStep[] }[] = [];
  const ungrouped = t`Steps`;
  steps.forEach((step, i) => {
    const name = step.group ?? ungrouped;
    const last = sections[sections.length - 1];
    if (last && i > 0 && (steps[i - 1]?.group ?? ungrouped) === name)
      last.steps.push(howToStep(step));
    else sections.push({ name, steps: [howToStep(step)] });
  });
  return sections.map((section) => ({
    '@type': 'HowToSection',
    name: section.name,
    itemListElement: section.steps,
  }));
}

function times(reading: RecipeReading): Pick<Recipe, 'prepTime' | 'cookTime' | 'totalTime'> {
  const { prepSeconds, cookSeconds, totalSeconds } = reading.times;
  return {
    ...(prepSeconds ? { prepTime: isoDuration(prepSeconds) } : {}),
    ...(cookSeconds ? { cookTime: isoDuration(cookSeconds) } : {}),
    ...(totalSeconds ? { totalTime: isoDuration(totalSeconds) } : {}),
  };
}

/** A diet is claimed only when the recipe keeps it, as the wishes check reads it. */
function fromPreferences(
  reading: RecipeReading,
  preferences: Preferences,
): Pick<Recipe, 'recipeCuisine' | 'suitableForDiet' | 'keywords'> {
  const kept =
    preferences.diet && checkDiet(reading, preferences.diet).status === 'kept'
      ? preferences.diet
      : undefined;
  const diet = kept ? SCHEMA_DIETS[kept] : undefined;
  const keywords = [preferences.cuisine, kept, BRAND].filter(Boolean);
  return {
    ...(preferences.cuisine ? { recipeCuisine: preferences.cuisine } : {}),
    ...(diet ? { suitableForDiet: diet } : {}),
    keywords: keywords.join(', '),
  };
}

function withNutrition(reading: RecipeReading, context: RecipeJsonLdContext) {
  const tables = context.tables === undefined ? loadedTables() : context.tables;
  const nutrition = nutritionInformation(context.weighed ?? reading, tables);
  return nutrition ? { nutrition } : {};
}

export function recipeJsonLd(
  reading: RecipeReading,
  context: RecipeJsonLdContext,
): WithContext<Recipe> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: reading.title ?? t`Pantry Chef recipe`,
    ...(reading.description ? { description: reading.description } : {}),
    recipeIngredient: reading.ingredients.flatMap((group) => group.lines.map((line) => line.text)),
    recipeInstructions: recipeInstructions(reading.steps),
    ...(reading.servings ? { recipeYield: reading.servings.text } : {}),
    ...times(reading),
    ...fromPreferences(reading, context.preferences),
    ...withNutrition(reading, context),
    dateCreated: context.created.toISOString(),
    author: {
      '@type': 'Organization',
      name: t`A language model, with Pantry Chef`,
      description: t`Written by a language model with Pantry Chef: check amounts and allergens before cooking.`,
    },
  };
}

/** The JSON-LD as a file or clipboard text: indented, so it can be read before importing. */
export function recipeJsonLdText(reading: RecipeReading, context: RecipeJsonLdContext): string {
  return `${JSON.stringify(recipeJsonLd(reading, context), null, 2)}\n`;
}

export function jsonFileName(markdownFileName: string): string {
  return markdownFileName.replace(/\.md$/u, '') + '.json';
}
