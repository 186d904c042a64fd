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
}

export const isBlank = (value: string) => value.trim() === '';

/** In memory only (nothing is stored); duplicates allowed, so removed by position. */
export function useIngredients(maxIngredients: number): UseIngredients {
  const [ingredients, setIngredients] = useState<readonly Ingredient[]>([]);
  const nextId = useRef(1);
  // The latest list for `add`'s answer, kept in step with every change made here.
  const latest = useRef<readonly Ingredient[]>(ingredients);

  const add = useCallback(
    (...values: string[]): AddResult => {
      const wanted = values.filter((v) => !isBlank(v));
      const room = Math.max(0, maxIngredients - latest.current.length);
      const fitting = wanted.slice(0, room);
      const rejected = wanted.slice(room);
      if (fitting.length > 0) {
        const next = [
          ...latest.current,
          ...fitting.map((text) => ({ id: nextId.current++, text })),
        ];
        latest.current = next;
        setIngredients(next);
      }
      return { added: fitting.length, rejected };
    },
    [maxIngredients],
  );

  const removeAt = useCallback((index: number) => {
    const next = latest.current.filter((_, i) => i !== index);
    latest.current = next;
    setIngredients(next);
  }, []);

  return { ingredients, isFull: ingredients.length >= maxIngredients, add, removeAt };
}
