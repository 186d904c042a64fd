import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RecipeRequest } from '../../../../shared/recipe-request';
import { RecipeSession, type RecipeState } from './recipe-session';

type Open = RecipeSession['open'];

export interface RecipeSessionHandle {
  state: RecipeState;
  start: (body: RecipeRequest, minDelayMs: number) => void;
  stop: () => void;
  open: Open;
}

/** The page's one recipe call; closing the page or unmounting aborts it. */
export function useRecipeSession(): RecipeSessionHandle {
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

  return { state, start: session.start, stop: session.stop, open: session.open };
}
