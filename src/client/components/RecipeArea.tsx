import { useCallback, useEffect, useLayoutEffect, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useAppConfig } from '../hooks/use-app-config';
import { useRecipe } from '../hooks/use-recipe';
import { useRecipeArrival } from '../hooks/use-recipe-arrival';
import { useRecipeChange } from '../hooks/use-recipe-change';
import { useScrollToAnchor } from '../hooks/use-scroll-to-anchor';
import { usePreferences } from '../hooks/use-preferences';
import type { RecipeChange } from '../recipe/recipe-session';
import { ErrorNotice } from './ErrorNotice';
import { INGREDIENTS_ANCHOR } from './IngredientList';
import { LoadingOverlay } from './LoadingOverlay';
import { PreferencesDisclosure } from './PreferencesDisclosure';
import { preloadRecipeMarkdown, warmUpRecipeMarkdown } from './RecipeBody';
import { RecipeRequest } from './RecipeRequest';
import { RecipeSection } from './RecipeSection';

export interface RecipeAreaProps {
  /** The visitor's list, as typed. */
  names: readonly string[];
  /** The page behind the overlay: inert while the overlay is up. */
  pageRef: RefObject<HTMLElement | null>;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

const preload = () => void preloadRecipeMarkdown().catch(() => undefined);

/**
 * Everything about asking for a recipe: the request block, the overlay, the recipe and its errors.
 * Loaded after the first paint (the page's first screen needs none of it).
 */
export default function RecipeArea({ names, pageRef }: RecipeAreaProps) {
  const { config, refresh } = useAppConfig();
  const { state, request, stop } = useRecipe();
  const { form, change, preferences } = usePreferences();
  const scrollToIngredients = useScrollToAnchor(INGREDIENTS_ANCHOR);
  const { recipe, failure, phase } = state;
  const loading = phase === 'loading';
  const enough = names.length >= config.minIngredients;
  const ready = config.provider.ready;

  const askWithChange = useCallback(
    (list: readonly string[], change?: RecipeChange) => {
      preload();
      // A change keeps the preferences: they still hold for the changed recipe.
      request(list, config.recipeDelayMs, { preferences, change });
    },
    [request, config.recipeDelayMs, preferences],
  );
  const { ask, changeRecipe, retryChange } = useRecipeChange(recipe, ready, askWithChange);
  const askCurrent = enough && ready ? () => ask(names) : null;
  const regenerate = recipe && ready ? () => ask(recipe.ingredients) : null;

  // Set in the same commit as the overlay, before any effect moves focus into the page again.
  useLayoutEffect(() => {
    pageRef.current?.toggleAttribute('inert', loading);
  }, [loading, pageRef]);

  // Get the markdown renderer ready once a request is possible, so the recipe never waits for it.
  useEffect(() => {
    if (enough) warmUpRecipeMarkdown();
  }, [enough]);

  // The server may have learnt since the page loaded that its model isn't usable: ask again.
  useEffect(() => {
    if (failure?.code === 'model_not_ready' || failure?.code === 'not_configured') refresh();
  }, [failure, refresh]);

  useRecipeArrival(recipe?.id ?? null, scrollToIngredients);

  return (
    <>
      {enough && (
        <RecipeRequest provider={config.provider} onRequest={() => ask(names)}>
          <PreferencesDisclosure form={form} change={change} />
        </RecipeRequest>
      )}
      {failure && !failure.partial && !loading && (
        <ErrorNotice failure={failure} onRetry={retryChange ?? askCurrent} focus="always" />
      )}
      {recipe && (
        <RecipeSection
          recipe={recipe}
          failure={failure}
          stale={!sameList(recipe.ingredients, names)}
          onStop={stop}
          onRegenerate={regenerate}
          onRequest={askCurrent}
          onChangeRecipe={changeRecipe}
        />
      )}
      {/* Outside the page, which is inert while the overlay is up. */}
      {createPortal(<LoadingOverlay active={loading} />, document.body)}
    </>
  );
}
