import { lazy, Suspense } from 'react';
import type { CookIdea } from '../../../shared/cook-idea';
import type { Preferences } from '../../../shared/preferences';
import { ViewBoundary } from '../../ui/ViewBoundary';
import { ErrorNotice } from './request/ErrorNotice';

// With the recipe's other lazy views (lazy-views.ts): the ideas share the kitchen's matching.
const IdeasPanel = lazy(() =>
  import('./lazy-views').then((views) => ({ default: views.IdeasPanel })),
);

interface IdeasSlotProps {
  ingredients: readonly string[];
  preferences: Preferences | undefined;
  askId: number;
  onCook: ((idea: CookIdea) => void) | null;
}

/** The ideas, loaded when first asked for; model output, so behind a boundary of their own. */
export function IdeasSlot(props: IdeasSlotProps) {
  return (
    <ViewBoundary view="ideas" resetKeys={[props.askId]}>
      <Suspense fallback={null}>
        <IdeasPanel
          {...props}
          renderFailure={(failure, onRetry) => (
            <ErrorNotice failure={failure} onRetry={onRetry} focus="always" />
          )}
        />
      </Suspense>
    </ViewBoundary>
  );
}
