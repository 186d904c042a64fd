import { describe, expect, it } from 'vitest';
import { loadFoodTable } from '../../food/food-table';
import avoidTerms from './avoid-terms.json';
import decidedFoods from './decided-foods.json';
import diets from './diets.json';
import {
  avoidTermsSchema,
  checkWishKnowledge,
  decidedFoodsSchema,
  dietsSchema,
  runningTextSchema,
} from './knowledge-schema';
import runningText from './running-text.json';
import {
  CLASS_WORDS,
  DATA_DECISIONS,
  DECIDED_FOODS,
  DISHES,
  EXCLUDES,
  HARMLESS_NAMES,
  LIFTS,
  STEP_WORDS,
} from './wish-knowledge';

const files = { diets, decidedFoods, avoidTerms, runningText };

describe('the wishes’ knowledge (src/shared/wishes/knowledge/)', () => {
  it('is of the schemas, each group with its reason', () => {
    expect(() => checkWishKnowledge(files)).not.toThrow();
    const reasons = JSON.stringify(files).match(/"reason":"[^"]/g) ?? [];
    const groups =
      Object.keys(diets.diets).length +
      Object.keys(diets.promises).length +
      Object.values(diets.dataDecisions).flat().length +
      decidedFoods.foods.length +
      decidedFoods.harmless.length +
      decidedFoods.composites.length +
      1 +
      avoidTerms.classes.length +
      2 +
      runningText.stepWords.length +
      4;
    expect(reasons).toHaveLength(groups);
  });

  it('refuses a file with a key missing, a key unknown or a value mistyped', () => {
    const { reason: _reason, ...vegan } = diets.diets.vegan;
    expect(() =>
      checkWishKnowledge({ ...files, diets: { ...diets, diets: { ...diets.diets, vegan } } }),
    ).toThrow(/diets\.json/);
    expect(dietsSchema.safeParse({ ...diets, keto: {} }).success).toBe(false);
    const { pescatarian: _p, ...fourDiets } = diets.diets;
    expect(dietsSchema.safeParse({ ...diets, diets: fourDiets }).success).toBe(false);
    const [meat, ...foods] = decidedFoods.foods;
    const withFood = (food: unknown) => ({ ...decidedFoods, foods: [food, ...foods] });
    expect(decidedFoodsSchema.safeParse(withFood({ ...meat, kinds: ['salt'] })).success).toBe(
      false,
    );
    expect(decidedFoodsSchema.safeParse(withFood({ ...meat, names: ['Bacon'] })).success).toBe(
      false,
    );
    expect(decidedFoodsSchema.safeParse(withFood(meat)).success).toBe(true);
    const [nuts, ...classes] = avoidTerms.classes;
    const withClass = (c: unknown) => ({ ...avoidTerms, classes: [c, ...classes] });
    expect(avoidTermsSchema.safeParse(withClass({ ...nuts, names: { xx: ['nut'] } })).success).toBe(
      false,
    );
    expect(
      avoidTermsSchema.safeParse(withClass({ ...nuts, names: { de: ['Nüsse'] } })).success,
    ).toBe(false);
    expect(avoidTermsSchema.safeParse(withClass(classes[0])).success).toBe(false);
    expect(
      runningTextSchema.safeParse({
        ...runningText,
        dough: { ...runningText.dough, names: { en: ['short crust'] } },
      }).success,
    ).toBe(false);
  });

  it('names allergen classes the food table holds', async () => {
    const table = await loadFoodTable();
    expect(Object.keys(CLASS_WORDS).filter((id) => !table.allergenClassIds.includes(id))).toEqual(
      [],
    );
  });

  it('is read as the checks read it', () => {
    expect(EXCLUDES.vegetarian).toEqual(['meat', 'fish', 'rennet']);
    expect(LIFTS.glutenFree).toEqual(['gluten']);
    expect(DATA_DECISIONS.gluten).toEqual(expect.arrayContaining(['en:pasta', 'en:oat']));
    expect(DECIDED_FOODS.find((f) => f.names.includes('oyster sauce'))?.kinds).toEqual([
      'fish',
      'gluten',
    ]);
    expect(HARMLESS_NAMES).toEqual(expect.arrayContaining(['coconut milk', 'pie dish', 'bone in']));
    expect(CLASS_WORDS['en:nuts']).toEqual(expect.arrayContaining(['tree nuts', 'nusse', 'noten']));
    expect(DISHES).toEqual(expect.arrayContaining(['pesto', 'kuchen', 'gelato', 'ijs']));
    expect(STEP_WORDS).toEqual(expect.arrayContaining(['hacken', 'moule']));
  });
});
