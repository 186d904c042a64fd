import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { Preferences } from '../../../shared/preferences';
import { INGREDIENTS_ANCHOR } from '../ingredients/lazy';
import { PreferencesDisclosure, type UsePreferences } from '../preferences';
import { useOnline } from '../../lib/connection';
import { useScrollToAnchor } from '../../lib/use-scroll-to-anchor';
import { IdeasSlot } from './IdeasSlot';
import { ErrorNotice } from './request/ErrorNotice';
import { LoadingOverlay } from './request/LoadingOverlay';
import { ReadyForRecipe } from './request/ReadyForRecipe';
import { useAppConfig } from './request/use-app-config';
import { useRecipeRequest } from './request/use-recipe-request';
import type { ShownFailure } from './request/recipe-session';
import { warmUpRecipeMarkdown } from './rendering/RecipeBody';
import { RecipeSection } from './RecipeSection';
import { useOpenedRecipe } from './use-opened-recipe';
import { useRecipeArrival } from './use-recipe-arrival';

export interface RecipeAreaProps {
  ingredients: readonly string[];
  /** The page behind the overlay: inert while the overlay is up. */
  pageRef: RefObject<HTMLElement | null>;
  /** The Preferences fields (remembered on this device by the page). */
  prefs: UsePreferences;
  /** A saved recipe to show, with today's list for the kitchen panel; a new object each time. */
  opened?: OpenedRecipe | null;
}

export interface OpenedRecipe {
  text: string;
  preferences?: Preferences;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** A failure to reach the server goes once the page is online again: asking works as before. */
function useConnectionFailure(failure: ShownFailure | null): ShownFailure | null {
  const online = useOnline();
  const connection = failure?.code === 'offline' || failure?.code === 'network_error';
  return connection && !failure.partial && online ? null : failure;
}

export default function RecipeArea({ ingredients, pageRef, prefs, opened }: RecipeAreaProps) {
  const { config, refresh } = useAppConfig();
  const { form, change: changeForm, preferences } = prefs;
  const request = useRecipeRequest({ ingredients, preferences, config });
  const scrollToIngredients = useScrollToAnchor(INGREDIENTS_ANCHOR);
  const { recipe, phase } = request.state;
  const failure = useConnectionFailure(request.state.failure);
  const loading = phase === 'loading';
  const enough = ingredients.length >= config.minIngredients;
  // 0 until `Show ideas`; each press asks again.
  const [ideasAsked, setIdeasAsked] = useState(0);

  // Set in the same commit as the overlay, before any effect moves focus into the page again.
  useLayoutEffect(() => {
    pageRef.current?.toggleAttribute('inert', loading);
  }, [loading, pageRef]);

  // The renderer is made ready once a request is possible, so the recipe never waits for it.
  useEffect(() => {
    if (enough) warmUpRecipeMarkdown();
  }, [enough]);

  // The server may have learnt since the page loaded that its model isn't usable.
  useEffect(() => {
    if (failure?.code === 'model_not_ready' || failure?.code === 'not_configured') refresh();
  }, [failure, refresh]);

  useRecipeArrival(recipe?.id ?? null, scrollToIngredients);

  useOpenedRecipe(opened, request.open, ingredients);

  return (
    <>
      {enough && (
        <ReadyForRecipe
          provider={config.provider}
          onGetRecipe={() => request.getRecipe?.()}
          onShowIdeas={() => setIdeasAsked((n) => n + 1)}
        >
          <PreferencesDisclosure form={form} change={changeForm} />
        </ReadyForRecipe>
      )}
      {enough && ideasAsked > 0 && (
        <IdeasSlot
          ingredients={ingredients}
          preferences={preferences}
          askId={ideasAsked}
          onCook={request.cook}
        />
      )}
      {failure && !failure.partial && !loading && (
        <ErrorNotice
          failure={failure}
          onRetry={failure.code === 'offline' ? null : request.retry}
          focus="always"
        />
      )}
      {recipe && (
        <RecipeSection
          recipe={recipe}
          failure={failure}
          stale={!sameList(recipe.ingredients, ingredients)}
          request={request}
        />
      )}
      {/* Outside the page, which is inert while the overlay is up. */}
      {createPortal(<LoadingOverlay active={loading} />, document.body)}
    </>
  );
}
