import { useLingui } from '@lingui/react/macro';
import type { LineCount } from '../../../shared/nutrition/recipe-nutrition';
import { countedLines } from './nutrition-words';

/**
 * How each counted line was read: the USDA food (or decided mix of them) it was weighed as, its
 * grams and its energy a serving, so a cook can see a wrong reading for what it is. Closed until
 * asked for.
 */
export function CountedLines({
  lines,
  servings,
}: {
  lines: readonly LineCount[];
  servings: number;
}) {
  const { t } = useLingui();
  const rows = countedLines(lines, servings);
  if (rows.length === 0) return null;
  return (
    <details className="nutrition__lines">
      <summary>{t`How each line was counted`}</summary>
      <ul>
        {rows.map(({ text, food, mixed, grams, kcal }, index) => (
          <li key={index}>
            {mixed
              ? t`${text}: ${grams} g of “${food}”, a mix of USDA foods, ${kcal} kcal a serving`
              : t`${text}: ${grams} g of USDA's “${food}”, ${kcal} kcal a serving`}
          </li>
        ))}
      </ul>
    </details>
  );
}
