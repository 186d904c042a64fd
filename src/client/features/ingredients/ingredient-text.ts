/** Pieces of a pasted list ("egg, milk, flour" or one per line), or one piece when it isn't a list. */
export function splitPastedList(text: string, maxLength: number): string[] {
  const parts = text
    .split(/[,;\r\n\t]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => part.slice(0, maxLength));
  return parts;
}

export const listFullMessage = (max: number) =>
  `Your list is full: it can hold at most ${max} ingredients. Remove one to add another.`;
