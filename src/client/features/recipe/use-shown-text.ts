import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { ShownRecipe } from './request/recipe-session';

/**
 * The recipe as shown: as written, or rewritten for the visitor's servings and units (a new recipe
 * starts as written). `viewing` is true once the visitor has picked a view of this recipe: the text
 * region then stops being live, since the controls say once what changed instead of every
 * rewritten line being read out. It goes quiet in a commit of its own, before the text changes.
 */
export function useShownText(recipe: ShownRecipe) {
  const [view, setView] = useState<{ id: number; text: string | null } | null>(null);
  const viewing = view?.id === recipe.id;
  const shownText = (viewing && view.text) || recipe.text;
  const onView = (text: string | null) => {
    if (!viewing) flushSync(() => setView({ id: recipe.id, text: null }));
    setView({ id: recipe.id, text });
  };
  return { shownText, viewing, onView };
}
