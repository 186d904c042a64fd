import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { ShownRecipe } from './request/recipe-session';

/**
 * `viewing` is true once the visitor has picked a view: the text region then stops being live (the
 * controls say once what changed), and goes quiet in a commit of its own, before the text changes.
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
