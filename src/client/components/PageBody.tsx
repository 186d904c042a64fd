import { useMemo, type RefObject } from 'react';
import type { Ingredient } from '../hooks/use-ingredients';
import { IngredientList } from './IngredientList';
import RecipeArea from './RecipeArea';

export interface PageBodyProps {
  items: readonly Ingredient[];
  onRemoveAt: (index: number) => void;
  onEmptied: () => void;
  /** The page behind the overlay (made inert while it is up). */
  pageRef: RefObject<HTMLElement | null>;
}

/**
 * Everything under the add form: the list, the request block, the overlay and the recipe.
 * None of it is on the first screen (the list starts empty), so it loads just after the first paint.
 */
export default function PageBody({ items, onRemoveAt, onEmptied, pageRef }: PageBodyProps) {
  const names = useMemo(() => items.map((item) => item.text), [items]);
  return (
    <>
      <IngredientList items={items} onRemoveAt={onRemoveAt} onEmptied={onEmptied} />
      <RecipeArea names={names} pageRef={pageRef} />
    </>
  );
}
