import { createContext, useContext } from 'react';
import type { MessageDescriptor } from '@lingui/core';

/** A catalog as Lingui's compiler writes it: each message a list of text and `[placeholder]`. */
export type FirstCatalog = Record<string, (string | [string])[]>;
export type Say = (message: MessageDescriptor) => string;

/**
 * The first paint's words (docs/i18n.md): its messages are Lingui's (`msg`, extracted and checked
 * like the rest), but read here in a few lines instead of by Lingui's runtime, which comes with
 * the page's body: the first paint has no bytes to spare. Its messages hold text and plain
 * placeholders only (the catalog test checks it).
 */
export function sayFrom(catalog: FirstCatalog): Say {
  return ({ id, values }) =>
    (catalog[id] ?? [id])
      .map((part) => (typeof part === 'string' ? part : String(values?.[part[0]] ?? '')))
      .join('');
}

export const SayContext = createContext<Say>(({ id }) => id);
export const useSay = () => useContext(SayContext);
