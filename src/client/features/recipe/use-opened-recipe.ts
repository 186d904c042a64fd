import { useEffect, useRef } from 'react';
import type { OpenedRecipe } from './RecipeArea';
import type { RecipeRequestHandle } from './request/use-recipe-request';

/** Shows a saved recipe when one is opened, checked against the list as it is at that moment. */
export function useOpenedRecipe(
  opened: OpenedRecipe | null | undefined,
  open: RecipeRequestHandle['open'],
  ingredients: readonly string[],
) {
  const today = useRef(ingredients);
  useEffect(() => {
    today.current = ingredients;
  }, [ingredients]);
  useEffect(() => {
    if (opened) open({ ...opened, ingredients: today.current });
  }, [opened, open]);
}
