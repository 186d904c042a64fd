import { useEffect, useState, useSyncExternalStore } from 'react';
import { RecipeSession, type RecipeExtras, type RecipeState } from '../recipe/recipe-session';

export interface UseRecipe {
  state: RecipeState;
  request: (ingredients: readonly string[], minDelayMs: number, extra?: RecipeExtras) => void;
  stop: () => void;
}

/** The recipe call for this page; closing the page or unmounting aborts it. */
export function useRecipe(): UseRecipe {
  const [session] = useState(() => new RecipeSession());
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);

  useEffect(() => {
    const onPageHide = () => session.stop();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      session.stop();
    };
  }, [session]);

  return { state, request: session.request, stop: session.stop };
}
