import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { insertAt } from '../../lib/insert-at';
import { splitPastedList } from './ingredient-text';
import { useIngredients } from './use-ingredients';

describe('useIngredients', () => {
  it('appends as typed, skips blanks, allows duplicates, removes by position', () => {
    const { result } = renderHook(() => useIngredients(50));
    act(() => void result.current.add(' Egg ', '  ', 'Milk', ' Egg '));
    expect(result.current.ingredients.map((i) => i.text)).toEqual([' Egg ', 'Milk', ' Egg ']);
    act(() => result.current.removeAt(2));
    expect(result.current.ingredients.map((i) => i.text)).toEqual([' Egg ', 'Milk']);
    const ids = result.current.ingredients.map((i) => i.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('stops at the limit and reports what did not fit', () => {
    const { result } = renderHook(() => useIngredients(3));
    let outcome = { added: 0, rejected: [] as string[] };
    act(() => {
      outcome = result.current.add('a', 'b', 'c', 'd', 'e');
    });
    expect(outcome).toEqual({ added: 3, rejected: ['d', 'e'] });
    expect(result.current.isFull).toBe(true);
    expect(result.current.ingredients.map((i) => i.text)).toEqual(['a', 'b', 'c']);
  });

  it('counts adds made in one event correctly', () => {
    const { result } = renderHook(() => useIngredients(2));
    const outcomes: number[] = [];
    act(() => {
      outcomes.push(result.current.add('a').added, result.current.add('b').added);
      outcomes.push(result.current.add('c').added);
    });
    expect(outcomes).toEqual([1, 1, 0]);
  });
});

describe('pasted lists', () => {
  it('splits on commas, semicolons and lines, trimming the separators away', () => {
    expect(splitPastedList('egg, milk,  flour', 100)).toEqual(['egg', 'milk', 'flour']);
    expect(splitPastedList('salt\r\npepper;\n\n oil ', 100)).toEqual(['salt', 'pepper', 'oil']);
    expect(splitPastedList('just cheese', 100)).toEqual(['just cheese']);
    expect(splitPastedList('a, , ,', 100)).toEqual(['a']);
    expect(splitPastedList('abcdef, g', 3)).toEqual(['abc', 'g']);
  });

  it('inserts kept text at the caret, on one line, within the limit', () => {
    expect(insertAt('ab', 'X\nY', 1, 1, 100)).toEqual({ value: 'aX Yb', caret: 4 });
    expect(insertAt('abcd', 'XYZ', 1, 3, 4)).toEqual({ value: 'aXYd', caret: 3 });
  });
});
