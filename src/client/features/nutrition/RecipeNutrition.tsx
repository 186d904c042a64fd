import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { recipeNutrition } from '../../../shared/nutrition/recipe-nutrition';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { NutritionFacts } from './NutritionFacts';
import { useNutritionData } from './use-nutrition-data';

interface RecipeNutritionProps {
  /** In the visitor's servings: the section follows the servings control. */
  reading: RecipeReading;
}

const SOURCE = msg`USDA Standard Reference (public domain); foods identified with Open Food Facts (ODbL)`;

/** Nutrition per serving of a complete recipe, once the data is loaded; nothing if it failed. */
export default function RecipeNutrition({ reading }: RecipeNutritionProps) {
  const { i18n } = useLingui();
  const data = useNutritionData();
  const result = useMemo(
    () => (data.status === 'ready' ? recipeNutrition(reading, data.foods, data.nutrition) : null),
    [reading, data],
  );
  if (data.status === 'failed') return null;
  return <NutritionFacts result={result} source={result ? i18n._(SOURCE) : null} />;
}
