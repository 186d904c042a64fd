import type { RecipeReading, SourceRange } from '../../../shared/recipe/reading';
import { convertTemperatures } from './oven-temperature';
import { rewriteLine } from './rewrite-line';
import type { UnitsChoice } from './units';

/** How the visitor wants the recipe: scaled by a factor or to a number of servings, in a system. */
export type RecipeView = ({ factor: number } | { targetServings: number }) & { units: UnitsChoice };

export const AS_WRITTEN: RecipeView = { factor: 1, units: 'as-written' };

/** The factor a view scales by: servings are counted from the lowest the recipe states. */
export function viewFactor(reading: RecipeReading, view: RecipeView): number {
  if ('factor' in view) return view.factor;
  const stated = reading.servings?.min;
  return stated ? view.targetServings / stated : 1;
}

export function isAsWritten(reading: RecipeReading, view: RecipeView): boolean {
  return view.units === 'as-written' && viewFactor(reading, view) === 1;
}

interface Edit extends SourceRange {
  text: string;
}

const RANGE = String.raw`(\d+)(?:\s*(?:-|–|to)\s*(\d+))?`;
/** "Serves 4", "**Serves:** 4-6", "Servings: 4", "Yield: 4", "4 servings", "makes 12". */
const SERVINGS_STATEMENT = new RegExp(
  String.raw`(?:\b(?:serves|servings|yields?|makes|portions)\b[\s:*_]{0,6}${RANGE})|(?:${RANGE}\s+(?:servings|portions|people)\b)`,
  'iu',
);

/** "Serves 4-6" at 2× says "Serves 8-12": the statement follows the amounts. */
function servingsEdit(markdown: string, reading: RecipeReading, factor: number): Edit | null {
  if (!reading.servings || factor === 1) return null;
  const match = SERVINGS_STATEMENT.exec(markdown);
  if (!match) return null;
  const scale = (n: string) => String(Math.max(1, Math.round(Number(n) * factor)));
  const text = match[0].replace(/\d+/gu, scale);
  return { start: match.index, end: match.index + match[0].length, text };
}

/**
 * The recipe's markdown for a view: every amount in the ingredient lines scaled and converted
 * where it stands, oven temperatures in the steps converted, the servings statement scaled; the
 * rest byte for byte. Pure: the rendered recipe, Copy, Download, Print, the kitchen panel, the
 * shopping list and cook mode all read this text.
 */
export function viewRecipe(markdown: string, reading: RecipeReading, view: RecipeView): string {
  const factor = viewFactor(reading, view);
  if (factor === 1 && view.units === 'as-written') return markdown;
  const amountView = { factor, units: view.units };
  const edits: Edit[] = [];
  for (const line of reading.ingredients.flatMap((group) => group.lines)) {
    const text = markdown.slice(line.start, line.end);
    const rewritten = rewriteLine(text, amountView);
    if (rewritten !== text) edits.push({ start: line.start, end: line.end, text: rewritten });
  }
  for (const step of reading.steps) {
    const text = markdown.slice(step.start, step.end);
    const rewritten = convertTemperatures(text, view.units);
    if (rewritten !== text) edits.push({ start: step.start, end: step.end, text: rewritten });
  }
  const servings = servingsEdit(markdown, reading, factor);
  const overlaps = (e: Edit) => edits.some((o) => e.start < o.end && o.start < e.end);
  if (servings && !overlaps(servings)) edits.push(servings);
  let out = markdown;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}
