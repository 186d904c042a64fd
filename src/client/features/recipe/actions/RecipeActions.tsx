import { lazy, Suspense } from 'react';
import type { Preferences } from '../../../../shared/preferences';
import { preloadRecipeMarkdown } from '../rendering/RecipeBody';
import { useClipboard } from '../../../lib/use-clipboard';
import { downloadText } from '../../../lib/download';
import { recipeFileName } from './recipe-file';
import { CookModeButton } from './CookModeButton';
import { Button } from '../../../ui/Button';

// With the recipe's other lazy views (lazy-views.ts): the JSON-LD is made on the page, on demand.
const RecipeAppButtons = lazy(() =>
  preloadRecipeMarkdown().then((views) => ({ default: views.RecipeAppButtons })),
);

interface RecipeActionsProps {
  text: string;
  /** The visitor's ingredients the recipe was made from. */
  ingredients: readonly string[];
  /** The wishes it was asked with (for the recipe apps' cuisine and diet). */
  preferences: Preferences | undefined;
  /** Another idea from the same ingredients; null while one can't be asked for. */
  onRegenerate: (() => void) | null;
}

/** Copy, download, print and regenerate a recipe that has ended. */
export function RecipeActions({
  text,
  ingredients,
  preferences,
  onRegenerate,
}: RecipeActionsProps) {
  const clipboard = useClipboard('Copied');
  return (
    <div className="recipe__actions">
      <Button variant="secondary" onClick={() => void clipboard.copy(text)}>
        Copy
      </Button>
      <Button variant="secondary" onClick={() => downloadText(recipeFileName(text), text)}>
        Download .md
      </Button>
      <Suspense fallback={null}>
        <RecipeAppButtons
          text={text}
          markdownFileName={recipeFileName(text)}
          preferences={preferences ?? {}}
        />
      </Suspense>
      <Button variant="secondary" onClick={() => window.print()}>
        Print
      </Button>
      <CookModeButton text={text} ingredients={ingredients} />
      {onRegenerate && (
        <Button variant="secondary" onClick={onRegenerate}>
          Regenerate
        </Button>
      )}
      <span className="recipe__copy-status" role="status">
        {clipboard.status}
      </span>
    </div>
  );
}
