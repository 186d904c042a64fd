import type { RecipeReading, SourceRange } from '../../../shared/recipe/reading';
import { convertTemperatures } from './oven-temperature';
import { rewriteLine } from './rewrite-line';
import type { UnitsChoice } from './units';

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

const RANGE = String.raw`\d+(?:\s*[-–]\s*\d+|\s+(?:to|bis|à|a|o|ou|tot)\s+\d+)?`;
/** "Serves 4", "Portionen: 4", "Rende 4 porções"; "4 servings", "Für 4 Personen", "Pour 4 personnes". */
const SERVES_WORDS =
  'serves|servings|yields?|makes|portions|portionen|ergibt|porciones|raciones|rinde|porzioni|rende|porções|rendimento|porties';
const SERVINGS_NOUNS =
  'servings|portions|people|personen|portionen|personnes|personas|porciones|raciones|persone|porzioni|pessoas|porções|porties';
const SERVINGS_STATEMENT = new RegExp(
  String.raw`(?:(?<!\p{L})(?:${SERVES_WORDS})(?!\p{L})[\s:*_]{0,6}${RANGE})|(?:${RANGE}\s+(?:${SERVINGS_NOUNS})(?!\p{L}))`,
  'iu',
);

function servingsEdit(markdown: string, reading: RecipeReading, factor: number): Edit | null {
  if (!reading.servings || factor === 1) return null;
  const match = SERVINGS_STATEMENT.exec(markdown);
  if (!match) return null;
  const scale = (n: string) => String(Math.max(1, Math.round(Number(n) * factor)));
  const text = match[0].replace(/\d+/gu, scale);
  return { start: match.index, end: match.index + match[0].length, text };
}

/**
 * Amounts, oven temperatures and the servings statement rewritten for a view, the rest byte for
 * byte: the rendered recipe, Copy, Download, Print, the kitchen panel and cook mode all read this.
 */
export function viewRecipe(markdown: string, reading: RecipeReading, view: RecipeView): string {
  const factor = viewFactor(reading, view);
  if (factor === 1 && view.units === 'as-written') return markdown;
  const amountView = { factor, units: view.units, language: reading.language };
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
