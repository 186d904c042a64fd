import { useCallback, useRef, useState } from 'react';

export interface Ingredient {
  /** Stable identity for rendering and focus; the list itself is addressed by position. */
  id: number;
  text: string;
}

export type AddResult = { added: number; rejected: string[] };

export interface UseIngredients {
  ingredients: readonly Ingredient[];
  isFull: boolean;
  add: (...values: string[]) => AddResult;
  removeAt: (index: number) => void;
  /** The whole list at once (the remembered one, or another tab's). */
  replace: (texts: readonly string[]) => void;
}

// One sequence for the page: ids stay unique across replaced lists.
let nextId = 1;
const withIds = (texts: readonly string[], max: number) =>
  texts.slice(0, max).map((text) => ({ id: nextId++, text }));

export const isBlank = (value: string) => value.trim() === '';

/** Duplicates allowed, so removed by position; starts from the list remembered on this device. */
export function useIngredients(maxIngredients: number, initial: readonly string[] = []) {
  const [ingredients, setIngredients] = useState<readonly Ingredient[]>(() =>
    withIds(initial, maxIngredients),
  );
  // The latest list for `add`'s answer, kept in step with every change made here.
  const latest = useRef<readonly Ingredient[]>(ingredients);
  const set = (next: readonly Ingredient[]) => {
    latest.current = next;
    setIngredients(next);
  };

  const add = useCallback(
    (...values: string[]): AddResult => {
      const wanted = values.filter((v) => !isBlank(v));
      const room = Math.max(0, maxIngredients - latest.current.length);
      const fitting = wanted.slice(0, room);
      if (fitting.length > 0) set([...latest.current, ...withIds(fitting, maxIngredients)]);
      return { added: fitting.length, rejected: wanted.slice(room) };
    },

    [maxIngredients],
  );
  const removeAt = useCallback(
    (index: number) => set(latest.current.filter((_, i) => i !== index)),
    [],
  );
  const replace = useCallback(
    (texts: readonly string[]) => set(withIds(texts, maxIngredients)),
    [maxIngredients],
  );

  const isFull = ingredients.length >= maxIngredients;
  return { ingredients, isFull, add, removeAt, replace } satisfies UseIngredients;
}
