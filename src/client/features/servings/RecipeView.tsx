import { useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { RecipeViewControls } from './RecipeViewControls';
import { ScaleToHave } from './ScaleToHave';
import { UnscaledLines } from './UnscaledLines';
import { unscaledLines } from './unscaled-lines';
import { scanAmounts } from '../../../shared/amounts/scan-amounts';
import { AS_WRITTEN_CHOICE, viewAnnouncement, type ViewChoice } from './servings-steps';
import { viewRecipe } from './view-recipe';

interface RecipeViewProps {
  markdown: string;
  /** `markdown` as read. */
  reading: RecipeReading;
  preferredServings: number | null;
  /** The recipe's markdown for the new choice; null for the recipe as written. */
  onView: (text: string | null) => void;
}

/** Mount with the recipe's id as key: a new recipe starts as written, 1×. */
export function RecipeView({ markdown, reading, preferredServings, onView }: RecipeViewProps) {
  const measured = useMemo(
    () => reading.ingredients.flatMap((g) => g.lines).filter((l) => scanAmounts(l.text).length > 0),
    [reading],
  );
  const unscaled = useMemo(
    () => unscaledLines(reading.ingredients.flatMap((g) => g.lines)),
    [reading],
  );
  const [choice, setChoice] = useState<ViewChoice>(AS_WRITTEN_CHOICE);
  const [announcement, setAnnouncement] = useState('');
  if (measured.length === 0) return null;
  const base = reading.servings?.min ?? preferredServings;
  const choose = (next: ViewChoice) => {
    setChoice(next);
    const left = next.factor === 1 ? 0 : unscaled.length;
    const note =
      left === 0
        ? ''
        : ` ${plural(left, { one: '# line not scaled.', other: '# lines not scaled.' })}`;
    setAnnouncement(viewAnnouncement(next, base) + note);
    const asWritten = next.factor === 1 && next.units === 'as-written';
    onView(asWritten ? null : viewRecipe(markdown, reading, next));
  };
  return (
    <div className="recipe-view-area">
      <RecipeViewControls
        baseServings={base}
        choice={choice}
        announcement={announcement}
        onChange={choose}
      />
      {choice.factor !== 1 && <UnscaledLines lines={unscaled} />}
      <ScaleToHave lines={measured} onScale={(factor) => choose({ ...choice, factor })} />
    </div>
  );
}
