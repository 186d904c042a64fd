import { useMemo } from 'react';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { kitchenGroups, KitchenPanel } from '../kitchen';

interface CookKitchenProps {
  reading: RecipeReading;
  /** The visitor's ingredients the recipe was made from. */
  ingredients: readonly string[];
}

/** Cook mode's ingredients: what is at hand and what to buy (the panel says when there is no list). */
export function CookKitchen({ reading, ingredients }: CookKitchenProps) {
  const groups = useMemo(() => kitchenGroups(reading, ingredients), [reading, ingredients]);
  return (
    <section id="cook-ingredients" className="cook__ingredients" aria-label="Ingredients">
      <KitchenPanel groups={groups} />
    </section>
  );
}
