/**
 * Which heading levels a recipe uses, so its outline can sit under the page's "Pantry Chef
 * Recommends:" (an h2) whatever levels the model chose. The recipe renders block by block, so the
 * levels come from the whole text: a quick line scan (ATX `#` and setext `===`/`---` headings,
 * outside code fences) rather than a second full markdown parse on every streamed frame.
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
// Lines a setext underline cannot turn into a heading.
const NOT_PARAGRAPH = /^ {0,3}(?:[-+*>|]|\d{1,9}[.)]|#|$)|^(?: {4}|\t)/;

/** The levels present, lowest first, as digits ("13" for `#` and `###`); "" when there are none. */
export function headingLevels(markdown: string): string {
  const present = new Set<number>();
  let inFence = false;
  let previous = '';
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence || FENCE.test(line)) {
      previous = '';
      continue;
    }
    const atx = ATX.exec(line)?.[1];
    const setext = SETEXT.exec(line)?.[1];
    if (atx) present.add(atx.length);
    else if (setext && !NOT_PARAGRAPH.test(previous)) present.add(setext.startsWith('=') ? 1 : 2);
    previous = line;
  }
  return [...present].sort((a, b) => a - b).join('');
}

/**
 * The page level for a model's heading level: the recipe's top level becomes `top`, each further
 * level used one deeper, so no level is skipped (`#` and `###` become h3 and h4), capped at h6.
 */
export function pageLevel(modelLevel: number, levels: string, top: number): number {
  let below = 0;
  for (const digit of levels) if (Number(digit) < modelLevel) below++;
  return Math.min(6, top + below);
}
