import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Preferences } from '../../shared/preferences';
import { RecipeSession, type RecipeState } from './recipe-session';

export interface UseRecipe {
  state: RecipeState;
  request: (ingredients: readonly string[], minDelayMs: number, preferences?: Preferences) => void;
  stop: () => void;
}

/** The recipe call for this page; closing the page or unmounting aborts it. */
export function useRecipe(makeSession: () => RecipeSession = () => new RecipeSession()): UseRecipe {
  const [session] = useState(makeSession);
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);

  useEffect(() => {
    const onPageHide = () => session.abandon();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      session.abandon();
    };
  }, [session]);

  return { state, request: session.request, stop: session.stop };
}
