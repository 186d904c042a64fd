/** Pieces of a pasted list ("egg, milk, flour" or one per line), or one piece when it isn't a list. */
export function splitPastedList(text: string, maxLength: number): string[] {
  const parts = text
    .split(/[,;\r\n\t]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => part.slice(0, maxLength));
  return parts;
}

/** Inserts pasted text at the caret, as the input itself would (one line, cut to its limit). */
export function insertAt(
  value: string,
  pasted: string,
  start: number,
  end: number,
  maxLength: number,
): { value: string; caret: number } {
  const line = pasted.replace(/[\r\n]+/g, ' ');
  const room = Math.max(0, maxLength - (value.length - (end - start)));
  const piece = line.slice(0, room);
  return { value: value.slice(0, start) + piece + value.slice(end), caret: start + piece.length };
}

export const listFullMessage = (max: number) =>
  `Your list is full: it can hold at most ${max} ingredients. Remove one to add another.`;
