import { useCallback, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useAppConfig } from '../hooks/use-app-config';
import { useRecipe } from '../hooks/use-recipe';
import { useRecipeArrival } from '../hooks/use-recipe-arrival';
import { useScrollToAnchor } from '../hooks/use-scroll-to-anchor';
import type { RecipeSession } from '../hooks/recipe-session';
import { ErrorNotice } from './ErrorNotice';
import { INGREDIENTS_ANCHOR } from './IngredientList';
import { LoadingOverlay } from './LoadingOverlay';
import { preloadRecipeMarkdown } from './RecipeBody';
import { RecipeRequest } from './RecipeRequest';
import { RecipeSection } from './RecipeSection';

export interface RecipeAreaProps {
  /** The visitor's list, as typed. */
  names: readonly string[];
  /** Tells the page when the overlay is up (the page behind it is then inert). */
  onBusyChange: (busy: boolean) => void;
  makeSession?: () => RecipeSession;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

const preload = () => void preloadRecipeMarkdown().catch(() => undefined);

/**
 * Everything about asking for a recipe: the request block, the overlay, the recipe and its errors.
 * Loaded after the first paint (the page's first screen needs none of it).
 */
export default function RecipeArea({ names, onBusyChange, makeSession }: RecipeAreaProps) {
  const { config, refresh } = useAppConfig();
  const { state, request, stop } = useRecipe(makeSession);
  const scrollToIngredients = useScrollToAnchor(INGREDIENTS_ANCHOR);
  const { recipe, failure, phase } = state;
  const loading = phase === 'loading';
  const enough = names.length >= config.minIngredients;
  const ready = config.provider.ready;

  const ask = useCallback(
    (list: readonly string[]) => {
      preload();
      request(list, config.recipeDelayMs);
    },
    [request, config.recipeDelayMs],
  );
  const askCurrent = enough && ready ? () => ask(names) : null;
  const regenerate = recipe && ready ? () => ask(recipe.ingredients) : null;

  useEffect(() => onBusyChange(loading), [loading, onBusyChange]);

  // Fetch the markdown renderer once a request is possible, so the recipe never waits for it.
  useEffect(() => {
    if (enough) preload();
  }, [enough]);

  // The server may have learnt since the page loaded that its model isn't usable: ask again.
  useEffect(() => {
    if (failure?.code === 'model_not_ready' || failure?.code === 'not_configured') refresh();
  }, [failure, refresh]);

  useRecipeArrival(recipe?.id ?? null, scrollToIngredients);

  return (
    <>
      {enough && <RecipeRequest provider={config.provider} onRequest={() => ask(names)} />}
      {failure && !failure.partial && !loading && (
        <ErrorNotice failure={failure} onRetry={askCurrent} focus="always" />
      )}
      {recipe && (
        <RecipeSection
          recipe={recipe}
          failure={failure}
          stale={!sameList(recipe.ingredients, names)}
          onStop={stop}
          onRegenerate={regenerate}
          onRequest={askCurrent}
        />
      )}
      {/* Outside the page, which is inert while the overlay is up. */}
      {createPortal(<LoadingOverlay active={loading} />, document.body)}
    </>
  );
}
