import { useClipboard } from '../hooks/use-clipboard';
import { downloadText } from '../lib/download';
import { recipeFileName } from '../markdown/recipe-file';

interface RecipeActionsProps {
  text: string;
  streaming: boolean;
  onStop: () => void;
  /** Another idea from the same list; null while one can't be asked for. */
  onRegenerate: (() => void) | null;
}

const COPY_STATUS = { idle: '', copied: 'Copied', failed: 'Copying is not available here.' };

/** Stop while the recipe streams; copy, download, print and regenerate once it has ended. */
export function RecipeActions({ text, streaming, onStop, onRegenerate }: RecipeActionsProps) {
  const clipboard = useClipboard();
  return (
    <div className="recipe__actions">
      {streaming ? (
        <button type="button" className="button button--secondary" onClick={onStop}>
          Stop
        </button>
      ) : (
        <>
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
          {onRegenerate && (
            <button type="button" className="button button--secondary" onClick={onRegenerate}>
              Regenerate
            </button>
          )}
        </>
      )}
      <span className="recipe__copy-status" role="status">
        {COPY_STATUS[clipboard.state]}
      </span>
    </div>
  );
}
