import { useMemo } from 'react';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { kitchenGroups } from './kitchen-groups';
import { KitchenPanel } from './KitchenPanel';

interface RecipeKitchenProps {
  /** The complete recipe, as read. */
  reading: RecipeReading;
  /** The list the recipe was made from. */
  ingredients: readonly string[];
}

/** A complete recipe against the visitor's kitchen (the avoid check is among the wishes). */
export default function RecipeKitchen({ reading, ingredients }: RecipeKitchenProps) {
  const groups = useMemo(() => kitchenGroups(reading, ingredients), [reading, ingredients]);
  return <KitchenPanel groups={groups} />;
}
