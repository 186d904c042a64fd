import { msg } from '@lingui/core/macro';

/** Pieces of a pasted list ("egg, milk, flour" or one per line), or one piece when it isn't a list. */
export function splitPastedList(text: string, maxLength: number): string[] {
  const parts = text
    .split(/[,;\r\n\t]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => part.slice(0, maxLength));
  return parts;
}

/** The spec's words, word for word in English, as messages of the catalogs. */
export const FORM_TEXT = {
  inputLabel: msg`Add ingredient`,
  inputPlaceholder: msg`e.g. Egg`,
  addButton: msg`Add Ingredients`,
};

export const listFullMessage = (max: number) =>
  msg`Your list is full: it can hold at most ${max} ingredients. Remove one to add another.`;

export const notAddedMessage = (names: string) => msg`Not added: ${names}.`;
