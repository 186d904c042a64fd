import { useCallback, useState } from 'react';
import type { PublicConfig } from '../../../../shared/api';
import type { Preferences } from '../../../../shared/preferences';
import type { CookIdea } from '../../../../shared/cook-idea';
import type { RecipeRequest } from '../../../../shared/recipe-request';
import { preloadRecipeMarkdown } from '../rendering/RecipeBody';
import { changeRequest } from './conversation';
import type { RecipeState } from './recipe-session';
import { useRecipeSession } from './use-recipe-session';

interface RecipeRequestOptions {
  ingredients: readonly string[];
  preferences: Preferences | undefined;
  config: PublicConfig;
}

type AskedChange = Pick<
  RecipeRequest,
  'ingredients' | 'recipe' | 'change' | 'earlierChanges' | 'idea'
>;

/** Every way to ask; an action is null while it cannot be asked for. */
export interface RecipeRequestHandle {
  state: RecipeState;
  /** A recipe from the current list (Get a recipe, Make a new recipe). */
  getRecipe: (() => void) | null;
  /** Another recipe from the shown recipe's list. */
  regenerate: (() => void) | null;
  change: ((line: string) => void) | null;
  /** `Cook this`: one dish of the ideas, written in full from the current list. */
  cook: ((idea: CookIdea) => void) | null;
  /** The last request again: its change, else the current list (Try again). */
  retry: (() => void) | null;
  stop: () => void;
  /** Shows a saved recipe as the current one. */
  open: ReturnType<typeof useRecipeSession>['open'];
}

const preload = () => void preloadRecipeMarkdown().catch(() => undefined);

/** The recipe requests of the page: preferences go with every one, a change included. */
export function useRecipeRequest(options: RecipeRequestOptions): RecipeRequestHandle {
  const { ingredients, preferences, config } = options;
  const { state, start, stop, open } = useRecipeSession();
  const [asked, setAsked] = useState<AskedChange | null>(null);
  const ready = config.provider.ready;
  const recipe = state.recipe;

  const send = useCallback(
    (body: AskedChange) => {
      preload();
      // Offline, the answer is known at once: no cooking pot before it.
      const delay = navigator.onLine ? config.recipeDelayMs : 0;
      start({ ...body, ...(preferences && { preferences }) }, delay);
    },
    [start, preferences, config.recipeDelayMs],
  );
  const ask = (list: readonly string[]) => {
    setAsked(null);
    send({ ingredients: [...list] });
  };
  const changeable = recipe?.status === 'complete' || recipe?.status === 'truncated';
  const getRecipe =
    ready && ingredients.length >= config.minIngredients ? () => ask(ingredients) : null;
  return {
    state,
    getRecipe,
    regenerate: recipe && ready ? () => ask(recipe.ingredients) : null,
    change:
      recipe && ready && changeable
        ? (line: string) => {
            const body = changeRequest(recipe, line);
            setAsked(body);
            send(body);
          }
        : null,
    cook: getRecipe
      ? (idea: CookIdea) => {
          const body = { ingredients: [...ingredients], idea };
          setAsked(body);
          send(body);
        }
      : null,
    retry: asked && ready ? () => send(asked) : getRecipe,
    stop,
    open,
  };
}
