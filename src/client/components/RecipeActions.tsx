import { useClipboard } from '../hooks/use-clipboard';
import { downloadText } from '../lib/download';
import { recipeFileName } from '../markdown/recipe-file';
import { CookModeButton } from './CookModeButton';

interface RecipeActionsProps {
  text: string;
  /** The visitor's list the recipe was made from. */
  list: readonly string[];
  /** Another idea from the same list; null while one can't be asked for. */
  onRegenerate: (() => void) | null;
}

/** Copy, download, print and regenerate a recipe that has ended. */
export function RecipeActions({ text, list, onRegenerate }: RecipeActionsProps) {
  const clipboard = useClipboard('Copied');
  return (
    <div className="recipe__actions">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void clipboard.copy(text)}
      >
        Copy
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => downloadText(recipeFileName(text), text)}
      >
        Download .md
      </button>
      <button type="button" className="button button--secondary" onClick={() => window.print()}>
        Print
      </button>
      <CookModeButton text={text} list={list} />
      {onRegenerate && (
        <button type="button" className="button button--secondary" onClick={onRegenerate}>
          Regenerate
        </button>
      )}
      <span className="recipe__copy-status" role="status">
        {clipboard.status}
      </span>
    </div>
  );
}
