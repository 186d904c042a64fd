import type { Preferences } from '../../../shared/preferences';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { useClipboard } from '../../hooks/use-clipboard';
import { downloadText } from '../../lib/download';
import { jsonFileName, recipeJsonLdText } from './recipe-json-ld';

interface RecipeAppButtonsProps {
  /** The reading of the recipe as shown (its servings and units). */
  reading: RecipeReading;
  /** The Markdown download's name: the JSON file is named after it. */
  markdownFileName: string;
  preferences: Preferences;
  created: Date;
}

/** `Download .json` and `Copy for recipe apps`: the recipe as schema.org JSON-LD, made here. */
export function RecipeAppButtons({
  reading,
  markdownFileName,
  preferences,
  created,
}: RecipeAppButtonsProps) {
  const clipboard = useClipboard('Copied for recipe apps');
  const text = () => recipeJsonLdText(reading, { preferences, created });
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => downloadText(jsonFileName(markdownFileName), text(), 'application/ld+json')}
      >
        Download .json
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void clipboard.copy(text())}
      >
        Copy for recipe apps
      </button>
      <span className="recipe__copy-status" role="status">
        {clipboard.status}
      </span>
    </>
  );
}
