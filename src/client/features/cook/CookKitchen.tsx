import type { RecipeReading } from '../../../shared/recipe/reading';
import { KitchenPanel, useKitchenGroups } from '../kitchen';

interface CookKitchenProps {
  reading: RecipeReading;
  ingredients: readonly string[];
}

export function CookKitchen({ reading, ingredients }: CookKitchenProps) {
  const state = useKitchenGroups(reading, ingredients);
  return (
    <section id="cook-ingredients" className="cook__ingredients" aria-label="Ingredients">
      <KitchenPanel state={state} />
    </section>
  );
}
