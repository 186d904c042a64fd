import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { NutritionResult } from '../../../shared/nutrition/recipe-nutrition';
import { CountedLines } from './CountedLines';
import {
  absorbedText,
  choiceText,
  countedAsNothing,
  handfulText,
  lightestText,
  lineList,
  energy,
  grams,
  notCounted,
  rangeText,
  reasonText,
  ROWS,
  servingsText,
} from './nutrition-words';

interface NutritionFactsProps {
  /** Null while the data loads; the section then says so. */
  result: NutritionResult | null;
  /** Whose data the figures come from (shown under them). */
  source: string | null;
}

function FiguresTable({ result }: { result: Extract<NutritionResult, { kind: 'figure' }> }) {
  const { i18n } = useLingui();
  return (
    <table className="nutrition__table">
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.key} className={row.sub ? 'nutrition__sub' : ''}>
            <th scope="row">{i18n._(row.label)}</th>
            <td>
              {row.key === 'kcal'
                ? energy(result.perServing)
                : `${grams(result.perServing[row.key], row.key)} ${row.unit}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The section under a recipe: figures per serving from open data, and what they leave out. */
export function NutritionFacts({ result, source }: NutritionFactsProps) {
  const { t } = useLingui();
  const id = useId();
  const left = result ? notCounted(result.lines) : [];
  const nothing = result ? countedAsNothing(result.lines) : [];
  const servings = result?.servings ? servingsText(result.servings) : null;
  const leftLines = lineList(left.map((l) => l.text));
  const nothingLines = lineList(nothing.map((l) => l.text));
  const absorbedLines = result?.servings ? absorbedText(result.lines, result.servings) : '';
  const choiceLines = result ? choiceText(result.lines) : '';
  const lightestLines = result ? lightestText(result.lines) : '';
  const handfulLines = result ? handfulText(result.lines) : '';
  return (
    <section className="nutrition" aria-labelledby={id}>
      <h3 id={id} className="nutrition__heading">
        {t`Nutrition per serving`}
      </h3>
      {result === null && <p className="nutrition__note">{t`Reading the ingredients…`}</p>}
      {servings && <p className="nutrition__servings">{t`For ${servings}.`}</p>}
      {result?.kind === 'figure' && <FiguresTable result={result} />}
      {result?.kind === 'range' && (
        <p className="nutrition__range">{rangeText(result.perServing.kcal, result.kcalHigh)}</p>
      )}
      {result && result.kind !== 'figure' && (
        <p className="nutrition__reason">{reasonText(result)}</p>
      )}
      {left.length > 0 && <p className="nutrition__left">{t`Not counted: ${leftLines}.`}</p>}
      {absorbedLines && (
        <p className="nutrition__left">
          {t`Counted as absorbed in frying, per serving (a tenth of the fried food's weight): ${absorbedLines}.`}
        </p>
      )}
      {choiceLines && (
        <p className="nutrition__left">{t`Counted as the recipe's other choice: ${choiceLines}.`}</p>
      )}
      {lightestLines && (
        <p className="nutrition__left">
          {t`Counted as the lightest of its kind, as the line does not say which: ${lightestLines}.`}
        </p>
      )}
      {handfulLines && (
        <p className="nutrition__left">{t`Counted as half a cup for each handful: ${handfulLines}.`}</p>
      )}
      {nothing.length > 0 && (
        <p className="nutrition__left">{t`Counted as nothing (to taste): ${nothingLines}.`}</p>
      )}
      {result?.servings && result.kind !== 'unknown' ? (
        <CountedLines lines={result.lines} servings={result.servings} />
      ) : null}
      <p className="nutrition__note">
        {t`Computed from the ingredient lines, never by the model: an estimate, not a label.`}
      </p>
      {source && <p className="nutrition__source">{t`Nutrition data: ${source}.`}</p>}
    </section>
  );
}
