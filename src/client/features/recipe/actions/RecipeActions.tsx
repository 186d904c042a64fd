import { useClipboard } from '../../../lib/use-clipboard';
import { downloadText } from '../../../lib/download';
import { recipeFileName } from './recipe-file';
import { CookModeButton } from './CookModeButton';
import { Button } from '../../../ui/Button';

interface RecipeActionsProps {
  text: string;
  /** The visitor's ingredients the recipe was made from. */
  ingredients: readonly string[];
  /** Another idea from the same ingredients; null while one can't be asked for. */
  onRegenerate: (() => void) | null;
}

/** Copy, download, print and regenerate a recipe that has ended. */
export function RecipeActions({ text, ingredients, onRegenerate }: RecipeActionsProps) {
  const clipboard = useClipboard('Copied');
  return (
    <div className="recipe__actions">
      <Button variant="secondary" onClick={() => void clipboard.copy(text)}>
        Copy
      </Button>
      <Button variant="secondary" onClick={() => downloadText(recipeFileName(text), text)}>
        Download .md
      </Button>
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
