import { useMemo, type RefObject } from 'react';
import type { Ingredient } from '../features/ingredients';
import { IngredientList } from '../features/ingredients/lazy';
import { UpdateOffer } from '../features/offline';
import { RecipeArea } from '../features/recipe';

export interface PageBodyProps {
  ingredients: readonly Ingredient[];
  onRemoveAt: (index: number) => void;
  onEmptied: () => void;
  /** The page behind the overlay (made inert while it is up). */
  pageRef: RefObject<HTMLElement | null>;
}

/** None of it is on the first screen (the list starts empty), so it loads after the first paint. */
export default function PageBody({ ingredients, onRemoveAt, onEmptied, pageRef }: PageBodyProps) {
  const texts = useMemo(() => ingredients.map((ingredient) => ingredient.text), [ingredients]);
  return (
    <>
      <UpdateOffer />
      <IngredientList ingredients={ingredients} onRemoveAt={onRemoveAt} onEmptied={onEmptied} />
      <RecipeArea ingredients={texts} pageRef={pageRef} />
    </>
  );
}
