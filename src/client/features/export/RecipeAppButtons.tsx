import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Preferences } from '../../../shared/preferences';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { useClipboard } from '../../lib/use-clipboard';
import { Button } from '../../ui/Button';
import { downloadText } from '../../lib/download';
import { jsonFileName, recipeJsonLdText } from './recipe-json-ld';

interface RecipeAppButtonsProps {
  /** The recipe as shown: its servings and units are what the apps get. */
  reading: RecipeReading;
  /** As written at the servings shown: what the nutrition figures weigh. */
  weighed: RecipeReading | null;
  markdownFileName: string;
  preferences: Preferences;
}

export function RecipeAppButtons({
  reading,
  weighed,
  markdownFileName,
  preferences,
}: RecipeAppButtonsProps) {
  const { t } = useLingui();
  const clipboard = useClipboard(t`Copied for recipe apps`);
  // Mounted when the recipe completes: that moment stands for when it was written.
  const [created] = useState(() => new Date());
  const jsonLd = () => recipeJsonLdText(reading, { preferences, created, weighed });
  return (
    <>
      <Button
        variant="secondary"
        onClick={() =>
          downloadText(jsonFileName(markdownFileName), jsonLd(), 'application/ld+json')
        }
      >
        {t`Download .json`}
      </Button>
      <Button variant="secondary" onClick={() => void clipboard.copy(jsonLd())}>
        {t`Copy for recipe apps`}
      </Button>
      <span className="recipe__copy-status" role="status">
        {clipboard.status}
      </span>
    </>
  );
}
