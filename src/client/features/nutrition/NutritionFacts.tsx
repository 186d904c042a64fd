import { useId } from 'react';
import type { NutritionResult } from '../../../shared/nutrition/recipe-nutrition';
import {
  countedAsNothing,
  energy,
  grams,
  notCounted,
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
  return (
    <table className="nutrition__table">
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.key} className={row.label.startsWith('of which') ? 'nutrition__sub' : ''}>
            <th scope="row">{row.label}</th>
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
  const id = useId();
  const left = result ? notCounted(result.lines) : [];
  const nothing = result ? countedAsNothing(result.lines) : [];
  return (
    <section className="nutrition" aria-labelledby={id}>
      <h3 id={id} className="nutrition__heading">
        Nutrition per serving
      </h3>
      {result === null && <p className="nutrition__note">Reading the ingredients…</p>}
      {result && result.servings !== null && (
        <p className="nutrition__servings">For {servingsText(result.servings)}.</p>
      )}
      {result?.kind === 'figure' && <FiguresTable result={result} />}
      {result?.kind === 'range' && (
        <p className="nutrition__range">
          Energy: {Math.round(result.perServing.kcal)}–{Math.round(result.kcalHigh)} kcal per
          serving.
        </p>
      )}
      {result && result.kind !== 'figure' && (
        <p className="nutrition__reason">{reasonText(result)}</p>
      )}
      {left.length > 0 && (
        <p className="nutrition__left">Not counted: {left.map((l) => l.text).join('; ')}.</p>
      )}
      {nothing.length > 0 && (
        <p className="nutrition__left">
          Counted as nothing (to taste): {nothing.map((l) => l.text).join('; ')}.
        </p>
      )}
      <p className="nutrition__note">
        Computed from the ingredient lines, never by the model: an estimate, not a label.
      </p>
      {source && <p className="nutrition__source">Nutrition data: {source}.</p>}
    </section>
  );
}
