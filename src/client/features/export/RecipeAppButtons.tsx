import type { Preferences } from '../../../shared/preferences';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { useClipboard } from '../../lib/use-clipboard';
import { Button } from '../../ui/Button';
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
      <Button
        variant="secondary"
        onClick={() => downloadText(jsonFileName(markdownFileName), text(), 'application/ld+json')}
      >
        Download .json
      </Button>
      <Button variant="secondary" onClick={() => void clipboard.copy(text())}>
        Copy for recipe apps
      </Button>
      <span className="recipe__copy-status" role="status">
        {clipboard.status}
      </span>
    </>
  );
}
