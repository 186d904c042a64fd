import { useMemo } from 'react';
import { kitchenGroups } from './kitchen-groups';
import { KitchenPanel } from './KitchenPanel';

interface RecipeKitchenProps {
  text: string;
  /** The list the recipe was made from. */
  ingredients: readonly string[];
}

/** A complete recipe against the visitor's kitchen (the avoid check is among the wishes). */
export default function RecipeKitchen({ text, ingredients }: RecipeKitchenProps) {
  const groups = useMemo(() => kitchenGroups(text, ingredients), [text, ingredients]);
  return <KitchenPanel groups={groups} />;
}
