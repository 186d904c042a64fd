const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
// Lines a setext underline cannot turn into a heading.
const NOT_PARAGRAPH = /^ {0,3}(?:[-+*>|]|\d{1,9}[.)]|#|$)|^(?: {4}|\t)/;

/** "13" for `#` and `###`: a line scan, not a second markdown parse on every streamed frame. */
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

/** The recipe's top level becomes `top`, each further one a level deeper, so none is skipped. */
export function pageLevel(modelLevel: number, levels: string, top: number): number {
  let below = 0;
  for (const digit of levels) if (Number(digit) < modelLevel) below++;
  return Math.min(6, top + below);
}
