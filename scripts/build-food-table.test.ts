import { describe, expect, it } from 'vitest';
import { FoodTable } from '../src/shared/food/food-table';
import { buildFoodTable } from './build-food-table';

/**
 * The build on a small taxonomy written in both layouts Open Food Facts has used: the 2020 one
 * (`<en:parent`, `vegan:en:yes`) and the newer one (`< en: parent`, `vegan:en: yes`).
 */
const TAXONOMY_2020 = `
en:cereal

<en:cereal
en:spelt
de:Dinkel
allergens:en: en:gluten
vegan:en:yes

en:flour
de:Mehl
fr:farine

<en:flour
en:cereal flour

<en:cereal flour
en:spelt flour
de:Dinkelmehl

<en:flour
en:chickpea flour

en:legume

<en:legume
en:chickpea
vegan:en:yes

en:fruit

<en:fruit
en:coconut
vegan:en:yes

<en:coconut
en:coconut milk
vegan:en:yes

en:dairy
allergens:en: en:milk
vegan:en:no

<en:dairy
en:milk
de:Milch

en:egg
allergens:en: en:eggs
vegan:en:no
vegetarian:en:yes

<en:egg
en:egg yolk

en:poultry
vegan:en:no
vegetarian:en:no

<en:poultry
en:chicken

<en:egg
en:chicken egg

en:sauce

<en:sauce
en:mayonnaise
fr:mayonnaise

<en:sauce
en:ketchup
vegan:en:yes
`;

const ALLERGENS = `
en:gluten
de:Gluten

en:milk
de:Milch

en:eggs
de:Eier

en:nuts
de:Schalenfrüchte
`;

/** The same taxonomy as the newer file writes it. */
const TAXONOMY_NEW = TAXONOMY_2020.replace(/^<en:/gm, '< en: ').replace(
  /^(vegan|vegetarian|allergens):en:\s*/gm,
  '$1:en: ',
);

describe.each([
  ['2020', TAXONOMY_2020],
  ['newer', TAXONOMY_NEW],
])('the food table built from the %s layout', (_, taxonomy) => {
  const table = new FoodTable(buildFoodTable(taxonomy, ALLERGENS));
  const entry = (id: string) => table.entry(table.indexOf(id)!);

  it('keeps names in the seven languages and resolves properties along the parents', () => {
    expect(table.named('dinkelmehl')).toEqual([table.indexOf('en:spelt flour')]);
    expect(table.named('farine')).toEqual([table.indexOf('en:flour')]);
    expect(entry('en:milk').allergens).toEqual(['en:milk']);
    expect(entry('en:egg yolk').vegetarian).toBe('y');
  });

  it('gives a food what its name says it is made of: spelt flour is spelt, with its gluten', () => {
    expect(entry('en:spelt flour').allergens).toEqual(['en:gluten']);
    expect(table.madeOf(table.indexOf('en:spelt flour')!)).toContain(table.indexOf('en:spelt'));
    expect(entry('en:chickpea flour').allergens).toEqual([]);
  });

  it('reads no animal food from a plant named after it, nor from a single food', () => {
    // "coconut milk": the coconut, not milk; "chicken egg": an egg, no chicken.
    expect(entry('en:coconut milk').allergens).toEqual([]);
    expect(entry('en:chicken egg').vegetarian).toBe('y');
    expect(table.madeOf(table.indexOf('en:chicken egg')!)).toEqual([]);
  });

  it('adds the decided contents of foods whose names say nothing: mayonnaise is egg yolk', () => {
    const mayonnaise = entry('en:mayonnaise');
    expect(mayonnaise.allergens).toEqual(['en:eggs']);
    expect(mayonnaise.vegan).toBe('n');
    expect(table.contents(mayonnaise.index).has(table.indexOf('en:egg')!)).toBe(true);
  });

  it('calls plain only a food of one kind: ketchup is a sauce, and may hold anything', () => {
    expect(table.isPlain(table.indexOf('en:chickpea')!)).toBe(true);
    expect(table.isPlain(table.indexOf('en:spelt flour')!)).toBe(true);
    expect(table.isPlain(table.indexOf('en:ketchup')!)).toBe(false);
    expect(table.isPlain(table.indexOf('en:mayonnaise')!)).toBe(false);
  });
});

/** Decided names and corrections, in the format of src/shared/food/knowledge/names.txt. */
const KNOWLEDGE = `
# A comment giving the reason.
en: chicken
pt: frango

# A name the taxonomy gives the wrong food.
en: chickpea
replaced_name:fr: farine

# A parent fixed.
< en:legume
en: coconut

# What a food is made of, and an allergen class it holds.
en: ketchup
made_of:en: en:egg yolk
contains_allergen:en: en:nuts

# A food the taxonomy lacks, under its parent.
< en:egg
en: quail egg
de: Wachtelei

# Another, with no diet of its own.
< en:sauce
en: sambal

# A diet decided for an entry the taxonomy has: for it alone, not for the foods under it.
en: flour
vegan:en: yes
vegetarian:en: yes

# A diet decided in place of the taxonomy's.
en: coconut milk
vegan:en: maybe

# A part that leaves the diet out still wins over a decided yes.
en: ketchup
vegan:en: yes

# A later block of a food an earlier block added: the same food.
en: sambal
nl: sambal badjak
vegan:en: maybe
`;

describe('the decided names and corrections read from names.txt', () => {
  const table = new FoodTable(buildFoodTable(TAXONOMY_2020, ALLERGENS, KNOWLEDGE));
  const entry = (id: string) => table.entry(table.indexOf(id)!);

  it('adds a name to the entry it names, and moves a replaced name to its new entry', () => {
    expect(table.named('frango')).toEqual([table.indexOf('en:chicken')]);
    expect(table.named('farine')).toEqual([table.indexOf('en:chickpea')]);
  });

  it('replaces a parent and applies what a food is made of', () => {
    expect(table.parentsOf(table.indexOf('en:coconut')!)).toEqual([table.indexOf('en:legume')]);
    expect(entry('en:ketchup').allergens).toEqual(['en:eggs', 'en:nuts']);
    expect(entry('en:ketchup').vegan).toBe('n');
  });

  it('adds a food the taxonomy lacks, with the diet and allergens of its parent', () => {
    const quail = entry('en:quail egg');
    expect(table.named('wachtelei')).toEqual([quail.index]);
    expect(quail.vegan).toBe('n');
    expect(quail.vegetarian).toBe('y');
    expect(quail.allergens).toEqual(['en:eggs']);
  });

  it('decides the diet of an entry the taxonomy has, for that entry alone', () => {
    expect(entry('en:flour').vegan).toBe('y');
    expect(entry('en:flour').vegetarian).toBe('y');
    expect(entry('en:cereal flour').vegan).toBe('-');
    expect(entry('en:chickpea flour').vegetarian).toBe('-');
    expect(entry('en:coconut milk').vegan).toBe('m');
    expect(entry('en:ketchup').vegan).toBe('n');
  });

  it('reads a later block of an added food as the same food', () => {
    const sambal = entry('en:sambal');
    expect(table.named('sambal')).toEqual([sambal.index]);
    expect(table.named('sambal badjak')).toEqual([sambal.index]);
    expect(sambal.vegan).toBe('m');
    expect(sambal.vegetarian).toBe('-');
  });

  it('refuses a diet other than yes, no or maybe', () => {
    expect(() =>
      buildFoodTable(TAXONOMY_2020, ALLERGENS, '# A typo.\nen: flour\nvegan:en: yess\n'),
    ).toThrow(/yes, no or maybe/);
  });
});
