import type { IngredientLine } from '../../../shared/recipe/reading';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

interface UnscaledLinesProps {
  /** Lines the current servings left as written. */
  lines: readonly IngredientLine[];
}

/** Names the lines the scaler could not scale, so none stays silently at the old amount. */
export function UnscaledLines({ lines }: UnscaledLinesProps) {
  const { t } = useLingui();
  const count = lines.length;
  if (count === 0) return null;
  return (
    <div className="recipe-view__unscaled">
      <p>
        {t`${plural(count, {
          one: 'Not scaled: no amount this view can read. Adjust it yourself:',
          other: 'Not scaled (# lines): no amount this view can read. Adjust them yourself:',
        })}`}
      </p>
      <ul>
        {lines.map((line, index) => (
          <li key={`${line.start}-${index}`}>{line.text}</li>
        ))}
      </ul>
    </div>
  );
}
