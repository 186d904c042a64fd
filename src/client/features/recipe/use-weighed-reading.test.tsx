import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readRecipe } from '../../../shared/recipe/read-recipe';
import { useWeighedReading } from './use-weighed-reading';

const WRITTEN = [
  '# Potato bread',
  '',
  'Serves 4',
  '',
  '## Ingredients',
  '',
  '- 800 g potatoes',
  '- 7 g dried yeast',
  '',
  '## Steps',
  '',
  '1. Bake.',
].join('\n');
// The same recipe as the units control shows it in US units for 6: rounded for the kitchen.
const SHOWN = WRITTEN.replace('Serves 4', 'Serves 6')
  .replace('800 g', '2 ¾ lb')
  .replace('7 g', '⅜ oz');

const lines = (reading: ReturnType<typeof readRecipe> | null) =>
  reading?.ingredients.flatMap((group) => group.lines.map((line) => line.text));

describe('useWeighedReading', () => {
  it('weighs the recipe as written, at the servings shown, never in the units shown', async () => {
    const written = readRecipe(WRITTEN);
    const { result } = renderHook(() => useWeighedReading(WRITTEN, written, readRecipe(SHOWN)));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.servings?.min).toBe(6);
    expect(lines(result.current)).toEqual(['1.2 kg potatoes', '11 g dried yeast']);
  });

  it('is the recipe as written where the servings are as written, and nothing until read', async () => {
    const written = readRecipe(WRITTEN);
    const inUs = readRecipe(SHOWN.replace('Serves 6', 'Serves 4'));
    const { result } = renderHook(() => useWeighedReading(WRITTEN, written, inUs));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(lines(result.current)).toEqual(['800 g potatoes', '7 g dried yeast']);
    expect(renderHook(() => useWeighedReading(WRITTEN, null, inUs)).result.current).toBeNull();
  });
});
