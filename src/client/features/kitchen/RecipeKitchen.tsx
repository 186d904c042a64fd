import { useMemo } from 'react';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { kitchenGroups } from './kitchen-groups';
import { KitchenPanel } from './KitchenPanel';

interface RecipeKitchenProps {
  reading: RecipeReading;
  ingredients: readonly string[];
}

/** The avoid check is among the wishes, not here. */
export default function RecipeKitchen({ reading, ingredients }: RecipeKitchenProps) {
  const groups = useMemo(() => kitchenGroups(reading, ingredients), [reading, ingredients]);
  return <KitchenPanel groups={groups} />;
}
