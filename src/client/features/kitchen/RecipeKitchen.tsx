import { useMemo } from 'react';
import { findAvoidedTerms } from '../../../shared/recipe/avoid-check';
import { kitchenGroups } from './kitchen-groups';
import { AvoidWarning } from './AvoidWarning';
import { KitchenPanel } from './KitchenPanel';

interface RecipeKitchenProps {
  text: string;
  /** The list the recipe was made from. */
  ingredients: readonly string[];
  /** The Avoid terms it was asked with. */
  avoid: readonly string[];
}

/** A complete recipe against the visitor's kitchen: the avoid warning, then the panel. */
export default function RecipeKitchen({ text, ingredients, avoid }: RecipeKitchenProps) {
  const groups = useMemo(() => kitchenGroups(text, ingredients), [text, ingredients]);
  const avoided = useMemo(() => findAvoidedTerms(text, avoid), [text, avoid]);
  return (
    <>
      {avoided.length > 0 && <AvoidWarning terms={avoided} />}
      <KitchenPanel groups={groups} />
    </>
  );
}
