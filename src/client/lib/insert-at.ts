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
