import { useDeferredValue } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useShownText } from './use-shown-text';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BRAND } from '../../brand';
import { useRecipeFocus } from './use-recipe-focus';
import type { ShownFailure, ShownRecipe } from './request/recipe-session';
import type { RecipeRequestHandle } from './request/use-recipe-request';
import { ErrorNotice } from './request/ErrorNotice';
import { RecipeBody } from './rendering/RecipeBody';
import { RecipeFooter } from './RecipeFooter';
import { Button } from '../../ui/Button';
import { ViewBoundary } from '../../ui/ViewBoundary';

interface RecipeSectionProps {
  recipe: ShownRecipe;
  /** A failure that cut this recipe short (its text so far stays). */
  failure: ShownFailure | null;
  stale: boolean;
  request: Pick<RecipeRequestHandle, 'getRecipe' | 'regenerate' | 'change' | 'stop'>;
}

const STATUS_TEXT: Partial<Record<ShownRecipe['status'], MessageDescriptor>> = {
  stopped: msg`Stopped. The recipe so far is kept.`,
  truncated: msg`This recipe reached the length limit, so its end may be missing.`,
};

/** A first text up to this length renders with the section itself, on screen a task sooner. */
const FIRST_RENDER_MAX_CHARS = 200;

function statusWords(status: ShownRecipe['status'], i18n: I18n): string {
  const words = STATUS_TEXT[status];
  return words ? i18n._(words) : '';
}

export function RecipeSection(props: RecipeSectionProps) {
  const { recipe, failure, stale, request } = props;
  const { t, i18n } = useLingui();
  const headingRef = useRecipeFocus(recipe.id, recipe.status);
  const streaming = recipe.status === 'streaming';
  const { shownText, viewing, onView } = useShownText(recipe);
  // Streamed frames render in a deferred, interruptible pass so each stays a short task
  // (docs/performance.md). The region is busy until the rendered text has caught up with the recipe.
  const text = useDeferredValue(
    shownText,
    shownText.length <= FIRST_RENDER_MAX_CHARS ? undefined : '',
  );
  const textStreaming = useDeferredValue(streaming, true);

  return (
    <div className={streaming ? 'card recipe recipe--streaming' : 'card recipe'}>
      <section
        className="recipe__content"
        aria-labelledby="recipe-heading"
        aria-live={viewing ? 'off' : 'polite'}
        aria-busy={streaming || text !== shownText}
      >
        <h2
          id="recipe-heading"
          className="card__title recipe__heading"
          tabIndex={-1}
          ref={headingRef}
        >
          {t`${BRAND} Recommends:`}
        </h2>
        <ViewBoundary view="recipe" text={shownText} resetKeys={[recipe.id]}>
          <RecipeBody text={text} streaming={textStreaming} />
        </ViewBoundary>
      </section>
      {failure?.partial && (
        <ErrorNotice
          failure={failure}
          onRetry={request.getRecipe}
          focus="if-lost"
          title={t`This recipe was cut short.`}
          className="recipe__cut"
        />
      )}
      <p className="recipe__status" role="status">
        {statusWords(recipe.status, i18n)}
      </p>
      {streaming ? (
        // Fixed to the viewport while the text grows: it never moves, and it stays within reach.
        <div className="recipe__stop">
          <Button variant="primary" onClick={request.stop}>{t`Stop`}</Button>
        </div>
      ) : (
        // Added under the text once it is complete, so nothing on screen shifts while it streams.
        <RecipeFooter
          recipe={recipe}
          text={shownText}
          onView={onView}
          stale={stale}
          request={request}
        />
      )}
    </div>
  );
}
