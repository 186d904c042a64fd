import type { RecipeReading } from '../../../shared/recipe/reading';
import { KitchenPanel, useKitchenGroups } from '../kitchen';
import { RecipeNutrition } from '../nutrition';
import { useLingui } from '@lingui/react/macro';

interface CookKitchenProps {
  reading: RecipeReading;
  /** What nutrition weighs: as written, at the servings shown; null while it is read. */
  weighed: RecipeReading | null;
  ingredients: readonly string[];
}

export function CookKitchen({ reading, weighed, ingredients }: CookKitchenProps) {
  const { t } = useLingui();
  const state = useKitchenGroups(reading, ingredients);
  return (
    <section id="cook-ingredients" className="cook__ingredients" aria-label={t`Ingredients`}>
      <KitchenPanel state={state} />
      {/* What a serving holds, beside what to take out of the cupboard. */}
      {weighed && <RecipeNutrition reading={weighed} />}
    </section>
  );
}
