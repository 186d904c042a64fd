import { useMemo } from 'react';
import { findAvoidedInRecipe } from '../../../shared/recipe/avoid-check';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { kitchenGroups } from './kitchen-groups';
import { AvoidWarning } from './AvoidWarning';
import { KitchenPanel } from './KitchenPanel';

interface RecipeKitchenProps {
  /** The recipe's markdown and its reading. */
  text: string;
  reading: RecipeReading;
  /** The list the recipe was made from. */
  ingredients: readonly string[];
  /** The Avoid terms it was asked with. */
  avoid: readonly string[];
}

/** A complete recipe against the visitor's kitchen: the avoid warning, then the panel. */
export default function RecipeKitchen({ text, reading, ingredients, avoid }: RecipeKitchenProps) {
  const groups = useMemo(() => kitchenGroups(reading, ingredients), [reading, ingredients]);
  const avoided = useMemo(() => findAvoidedInRecipe(reading, text, avoid), [reading, text, avoid]);
  return (
    <>
      {avoided.length > 0 && <AvoidWarning terms={avoided} />}
      <KitchenPanel groups={groups} />
    </>
  );
}
