import { describe, expect, it } from 'vitest';
import table from '../food-table.json';
import {
  EGG_PASTA,
  FORM_SOURCES,
  FORM_WORDS,
  inEveryLanguage,
  MIXES,
  PASTES,
  PLAIN_ROOTS,
  PLANT_FORMS,
  SHARED_HEADS,
} from './food-kinds';
import { checkFoodKinds, foodKindsSchema } from './food-kinds-schema';
import file from './food-kinds.json';

describe('the foods and kinds read apart (knowledge/food-kinds.json)', () => {
  it('are of the schema, each group with its reason', () => {
    expect(() => checkFoodKinds(file)).not.toThrow();
  });

  it('refuse a file with a key missing, a key unknown or a value mistyped', () => {
    const { pastes: _pastes, ...withoutPastes } = file;
    expect(() => checkFoodKinds(withoutPastes)).toThrow(/food-kinds\.json/);
    expect(foodKindsSchema.safeParse({ ...file, extra: [] }).success).toBe(false);
    const { reason: _reason, ...noReason } = file.plainRoots;
    expect(foodKindsSchema.safeParse({ ...file, plainRoots: noReason }).success).toBe(false);
    const ids = (list: string[]) => ({ ...file, formSources: { ...file.formSources, ids: list } });
    expect(foodKindsSchema.safeParse(ids(['nut'])).success).toBe(false);
    expect(foodKindsSchema.safeParse(ids(['en:nut'])).success).toBe(true);
    const words = (byLanguage: unknown) => ({
      ...file,
      pastes: { ...file.pastes, words: byLanguage },
    });
    expect(foodKindsSchema.safeParse(words({ xx: ['pasta'] })).success).toBe(false);
    expect(foodKindsSchema.safeParse(words({ es: ['Pâte'] })).success).toBe(false);
    expect(foodKindsSchema.safeParse(words({})).success).toBe(false);
  });

  it('name only entries the food table holds', () => {
    const ids = new Set(table.ids);
    const named = [...PLAIN_ROOTS, ...MIXES, ...FORM_SOURCES];
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('list each word once', () => {
    const groups = [
      ...file.forms.forms.map((f) => f.words),
      file.eggPasta.names,
      file.pastaNames.names,
      file.sharedHeads.words,
    ];
    for (const group of groups) {
      const words = inEveryLanguage(group);
      expect(words).toEqual([...new Set(words)]);
    }
  });

  it('are read in every language', () => {
    expect(
      ['milch', 'lait', 'leite', 'drank', 'mus', 'pasta'].map((w) => FORM_WORDS.get(w)),
    ).toEqual(['milk', 'milk', 'milk', 'milk', 'butter', 'butter']);
    expect(FORM_WORDS.get('yogurts')).toBe('yogurt');
    expect(PLANT_FORMS.has('burro')).toBe(true);
    expect(PLANT_FORMS.has('pasta')).toBe(false);
    expect(PASTES).toEqual(new Set(['pasta', 'polpa']));
    expect(
      ['spatzle', 'tallarines', 'lasagnes', 'lasagnebladen'].every((w) => EGG_PASTA.has(w)),
    ).toBe(true);
    expect(SHARED_HEADS.has('pesto')).toBe(true);
  });
});
