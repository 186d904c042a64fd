import { describe, expect, it } from 'vitest';
import { findFoods } from '../foods';
import { checkSafetyFoods, safetyFoodsSchema } from './foods-schema';
import file from './foods.json';

describe('the foods with a minimum (knowledge/foods.json)', () => {
  it('are of the schema, each group with its reason', () => {
    expect(() => checkSafetyFoods(file)).not.toThrow();
  });

  it('refuse a file with a key missing, a key unknown or a value mistyped', () => {
    const { links: _links, ...withoutLinks } = file;
    expect(() => checkSafetyFoods(withoutLinks)).toThrow(/foods\.json/);
    const [first, ...rest] = file.phrases.kinds;
    const phrases = (kind: unknown) => ({
      ...file,
      phrases: { ...file.phrases, kinds: [kind, ...rest] },
    });
    expect(safetyFoodsSchema.safeParse(phrases({ ...first, kind: 'shellfish' })).success).toBe(
      false,
    );
    expect(
      safetyFoodsSchema.safeParse(phrases({ ...first, words: { xx: ['mince'] } })).success,
    ).toBe(false);
    expect(
      safetyFoodsSchema.safeParse(phrases({ ...first, words: { de: ['Hähnchen'] } })).success,
    ).toBe(false);
    expect(safetyFoodsSchema.safeParse(phrases({ ...first, reason: 'x' })).success).toBe(false);
    const { reason: _reason, ...noReason } = file.notTheMeat;
    expect(safetyFoodsSchema.safeParse({ ...file, notTheMeat: noReason }).success).toBe(false);
    expect(safetyFoodsSchema.safeParse(phrases(first)).success).toBe(true);
  });

  it('are read in every language: words, stems, stocks and links', () => {
    const kinds = (...texts: string[]) => texts.flatMap((t) => findFoods(t).map((f) => f.kind));
    expect(kinds('ground turkey', 'Hähnchenschenkel', 'salsicce', 'kippendijen', 'gigot')).toEqual([
      'minced poultry',
      'poultry',
      'minced',
      'poultry',
      'lamb',
    ]);
    expect(kinds('chicken stock', 'Hühnerbrühe', 'bouillon de poulet', 'caldo di pollo')).toEqual(
      [],
    );
  });
});
