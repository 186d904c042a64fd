import { useMemo } from 'react';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { kitchenGroups, KitchenPanel } from '../kitchen';

interface CookKitchenProps {
  reading: RecipeReading;
  ingredients: readonly string[];
}

export function CookKitchen({ reading, ingredients }: CookKitchenProps) {
  const groups = useMemo(() => kitchenGroups(reading, ingredients), [reading, ingredients]);
  return (
    <section id="cook-ingredients" className="cook__ingredients" aria-label="Ingredients">
      <KitchenPanel groups={groups} />
    </section>
  );
}
