import type { HowToSection, HowToStep, Recipe, RestrictedDiet, WithContext } from 'schema-dts';
import type { Diet, Preferences } from '../../../shared/preferences';
import type { RecipeReading, RecipeStep } from '../../../shared/recipe/reading';

/**
 * A schema.org `Recipe` in JSON-LD, with the fields recipe managers import (Mealie, Tandoor,
 * KitchenOwl read schema.org recipes). Built from the reading of the recipe *as shown*, so the
 * ingredient lines carry the servings and units the visitor chose. Made on the page; nothing is sent.
 */

/** schema.org names four of the five diets; pescatarian and dairy-free go to the keywords only. */
const SCHEMA_DIETS: Partial<Record<Diet, RestrictedDiet>> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
};

export interface RecipeJsonLdContext {
  /** The wishes the recipe was asked with. */
  preferences: Preferences;
  /** When the recipe was written. */
  created: Date;
}

/** 5400 → "PT1H30M". */
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
 * Grouped steps ("For the sauce") become sections, and then every step is in one: importers read
 * either a list of steps or a list of sections, not both mixed (Mealie's reads every element's
 * `itemListElement` once the first is a section). Steps outside any group go in a section "Steps".
 */
export function recipeInstructions(steps: RecipeStep[]): HowToStep[] | HowToSection[] {
  if (steps.every((step) => step.group === null)) return steps.map(howToStep);
  const sections: { name: string; steps: HowToStep[] }[] = [];
  steps.forEach((step, i) => {
    const name = step.group ?? 'Steps';
    const last = sections[sections.length - 1];
    if (last && i > 0 && (steps[i - 1]?.group ?? 'Steps') === name)
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

function fromPreferences(
  preferences: Preferences,
): Pick<Recipe, 'recipeCuisine' | 'suitableForDiet' | 'keywords'> {
  const diet = preferences.diet ? SCHEMA_DIETS[preferences.diet] : undefined;
  const keywords = [preferences.cuisine, preferences.diet, 'Pantry Chef'].filter(Boolean);
  return {
    ...(preferences.cuisine ? { recipeCuisine: preferences.cuisine } : {}),
    ...(diet ? { suitableForDiet: diet } : {}),
    keywords: keywords.join(', '),
  };
}

export function recipeJsonLd(
  reading: RecipeReading,
  context: RecipeJsonLdContext,
): WithContext<Recipe> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: reading.title ?? 'Pantry Chef recipe',
    ...(reading.description ? { description: reading.description } : {}),
    recipeIngredient: reading.ingredients.flatMap((group) => group.lines.map((line) => line.text)),
    recipeInstructions: recipeInstructions(reading.steps),
    ...(reading.servings ? { recipeYield: reading.servings.text } : {}),
    ...times(reading),
    ...fromPreferences(context.preferences),
    dateCreated: context.created.toISOString(),
    author: {
      '@type': 'Organization',
      name: 'A language model, with Pantry Chef',
      description:
        'Written by a language model with Pantry Chef: check amounts and allergens before cooking.',
    },
  };
}

/** The JSON-LD as a file or clipboard text: indented, so it can be read before importing. */
export function recipeJsonLdText(reading: RecipeReading, context: RecipeJsonLdContext): string {
  return `${JSON.stringify(recipeJsonLd(reading, context), null, 2)}\n`;
}

/** `tomato-stew.json` beside `tomato-stew.md`. */
export function jsonFileName(markdownFileName: string): string {
  return markdownFileName.replace(/\.md$/u, '') + '.json';
}
