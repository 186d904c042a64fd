import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ViewName } from '../../shared/view-failure';
import { reportViewFailure } from '../lib/report-view-failure';

/** What each view is called in the one line its fallback shows. */
const VIEW_LABEL: Record<ViewName, MessageDescriptor> = {
  recipe: msg`This recipe`,
  reading: msg`This recipe`,
  kitchen: msg`The kitchen check`,
  wishes: msg`The check of your wishes`,
  servings: msg`The servings and units choice`,
  cook: msg`Cook mode`,
  export: msg`The export to recipe apps`,
  ideas: msg`These ideas`,
  saved: msg`Your saved recipes`,
  safety: msg`The food safety check`,
  nutrition: msg`Nutrition per serving`,
};

/** In the page's language (the views that fail are all shown after Lingui has loaded). */
export function viewFailedText(view: ViewName, withText: boolean): string {
  const label = i18n._(VIEW_LABEL[view]);
  return withText
    ? i18n._(msg`${label} could not be shown in full. Here it is as plain text.`)
    : i18n._(msg`${label} could not be shown in full.`);
}

interface ViewBoundaryProps {
  /** Which view this is: the name the server counts a failure under. */
  view: ViewName;
  /**
   * The recipe, shown as plain text if the view fails. Left out where the recipe is already on
   * screen next to the view, so a failed panel does not show it twice.
   */
  text?: string;
  /** A change in these (a new recipe) gives the view another try. */
  resetKeys?: unknown[];
  children: ReactNode;
}

/**
 * Every view that reads a recipe sits in one of these: model output takes any shape, and a view
 * that cannot render it must fall back alone, never take the list and the rest of the page with it.
 */
export function ViewBoundary({ view, text, resetKeys, children }: ViewBoundaryProps) {
  const withText = text !== undefined;
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      onError={(error) => {
        console.error(`Pantry Chef: the ${view} view failed to render.`, error);
        reportViewFailure(view);
      }}
      fallbackRender={() => (
        <div className="view-failure" data-view={view}>
          <p className="view-failure__note">{viewFailedText(view, withText)}</p>
          {withText && <p className="markdown__plain">{text}</p>}
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
