import { lazy, Suspense, type ReactNode } from 'react';
import type { Preferences } from '../../../../shared/preferences';
import { preloadRecipeMarkdown } from '../rendering/RecipeBody';
import { useClipboard } from '../../../lib/use-clipboard';
import { downloadText } from '../../../lib/download';
import { recipeFileName } from './recipe-file';
import { CookModeButton } from './CookModeButton';
import { Button } from '../../../ui/Button';
import { ViewBoundary } from '../../../ui/ViewBoundary';
import type { RecipeReading } from '../../../../shared/recipe/reading';
import { useLingui } from '@lingui/react/macro';

// With the recipe's other lazy views (lazy-views.ts): the JSON-LD is made on the page, on demand.
const RecipeAppButtons = lazy(() =>
  preloadRecipeMarkdown().then((views) => ({ default: views.RecipeAppButtons })),
);

interface RecipeActionsProps {
  text: string;
  /** The recipe as read (its title names the downloads); null until read. */
  reading: RecipeReading | null;
  /** As written at the servings shown: what cook mode's and the download's nutrition weigh. */
  weighed: RecipeReading | null;
  ingredients: readonly string[];
  preferences: Preferences | undefined;
  onRegenerate: (() => void) | null;
  /** The Save recipe button, first in the row. */
  save?: ReactNode;
}

export function RecipeActions({
  text,
  reading,
  weighed,
  ingredients,
  preferences,
  onRegenerate,
  save,
}: RecipeActionsProps) {
  const { t } = useLingui();
  const clipboard = useClipboard(t`Copied`);
  return (
    <div className="recipe__actions">
      {save}
      <Button variant="secondary" onClick={() => void clipboard.copy(text)}>
        {t`Copy`}
      </Button>
      <Button
        variant="secondary"
        onClick={() => downloadText(recipeFileName(reading?.title ?? null), text)}
      >
        {t`Download .md`}
      </Button>
      {reading && (
        <ViewBoundary view="export" resetKeys={[reading]}>
          <Suspense fallback={null}>
            <RecipeAppButtons
              reading={reading}
              weighed={weighed}
              markdownFileName={recipeFileName(reading?.title ?? null)}
              preferences={preferences ?? {}}
            />
          </Suspense>
        </ViewBoundary>
      )}
      <Button variant="secondary" onClick={() => window.print()}>
        {t`Print`}
      </Button>
      <CookModeButton reading={reading} weighed={weighed} ingredients={ingredients} />
      {onRegenerate && (
        <Button variant="secondary" onClick={onRegenerate}>
          {t`Regenerate`}
        </Button>
      )}
      <span className="recipe__copy-status" role="status">
        {clipboard.status}
      </span>
    </div>
  );
}
