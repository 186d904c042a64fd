import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FoodTableData } from '../src/shared/food/food-table-data';
import type { NutritionTableData } from '../src/shared/nutrition/nutrition-table-data';
import {
  buildNutritionTable,
  parseSrFood,
  readSr28,
  mixedFood,
  addedMeasures,
  srKeys,
  withItemCount,
  type SrFood,
} from './build-nutrition-table';
import { FROM_SR28 } from './nutrition-knowledge';

/** Foods in SR24's XML layout, values written for the test. */
const xml = (uid: string, name: string, kcal: number, measures = '') =>
  `<food uid="${uid}" name="${name}">${measures}<nutrient amount="${kcal}" name="Energy"/>` +
  `<nutrient amount="10.0" name="Protein"/><nutrient amount="400.0" name="Sodium"/></food>`;

const foods = [
  xml(
    '11001',
    'Onions, raw',
    40,
    '<measure amount="1.0" name="medium (2&quot; dia)" grams="110.0"/>',
  ),
  xml('11002', 'Onions, cooked, boiled', 44),
  xml(
    '04001',
    'Oil, olive, salad or cooking',
    884,
    '<measure amount="2.0" name="tbsp" grams="27.0"/>',
  ),
  xml('21001', 'Fast foods, onion rings', 300),
  xml('06001', 'Sauce, barbecue', 170),
].map((x) => parseSrFood(x)!);

const table = {
  ids: [
    'en:onion',
    'en:red onion',
    'en:onion powder',
    'en:olive oil',
    'en:sauce',
    'en:cream sauce',
  ],
  parents: [[], [0], [0], [], [], [4]],
  names: {
    onion: [0],
    'red onion': [1],
    'onion powder': [2],
    'olive oil': [3],
    sauce: [4],
    'cream sauce': [5],
  },
  nameLanguages: String.fromCharCode(49, 49, 49, 49, 49, 49),
} as unknown as FoodTableData;

describe('the nutrition table build', () => {
  it('keeps the half breast or fillet USDA states as one, as a recipe counts them', () => {
    const breast = parseSrFood(
      xml(
        '05062',
        'Chicken, breast, meat only, raw',
        120,
        '<measure amount="0.5" name="breast, bone and skin removed" grams="118.0"/>' +
          '<measure amount="0.5" name="chicken, bone removed" grams="460.0"/>',
      ),
    )!;
    expect(breast.measures).toEqual([
      ['breast, bone and skin removed', 118],
      ['chicken, bone removed', 920],
    ]);
  });

  it("gives a nut without a count the count of the same nut in another form, never another nut's", () => {
    const nut = (uid: string, name: string, measures: string) =>
      parseSrFood(xml(uid, name, 600, measures))!;
    const raw = nut(
      '12087',
      'Nuts, cashew nuts, raw',
      '<measure amount="1.0" name="oz" grams="28.35"/>',
    );
    const roasted = nut(
      '12085',
      'Nuts, cashew nuts, dry roasted, with salt added',
      '<measure amount="1.0" name="oz (18 kernels)" grams="28.35"/>',
    );
    const almonds = nut(
      '12061',
      'Nuts, almonds',
      '<measure amount="1.0" name="oz (23 whole kernels)" grams="28.35"/>',
    );
    const pecans = nut('12142', 'Nuts, pecans', '<measure amount="1.0" name="oz" grams="28.35"/>');
    const all = [raw, roasted, almonds, pecans];
    expect(withItemCount(raw, all)).toContainEqual(['oz (18 kernels)', 28.35]);
    expect(withItemCount(pecans, all)).toEqual([['oz', 28.35]]);
    expect(withItemCount(almonds, all)).toEqual([['oz (23 whole kernels)', 28.35]]);
  });

  it('drops a serving stated in grams, which is no household measure', () => {
    const ham = parseSrFood(
      xml(
        '07029',
        'Ham, sliced, regular',
        163,
        '<measure amount="56.0" name="grams 1 serving" grams="56.0"/>' +
          '<measure amount="1.0" name="slice" grams="28.0"/>',
      ),
    )!;
    expect(ham.measures).toEqual([['slice', 28]]);
  });

  it('adds decided measures first, a borrowed one read from its food, and refuses a missing one', () => {
    const hass = parseSrFood(
      xml(
        '09038',
        'Avocados, raw, California',
        167,
        '<measure amount="1.0" name="cup, pureed" grams="230.0"/>',
      ),
    )!;
    const all = parseSrFood(
      xml(
        '09037',
        'Avocados, raw, all commercial varieties',
        160,
        '<measure amount="1.0" name="cup, cubes" grams="150.0"/>',
      ),
    )!;
    const decided = {
      '09038': [
        { name: 'cup, cubes', from: '09037' },
        { name: 'sheet', grams: 245 },
      ],
    };
    expect(addedMeasures('09038', [hass, all], decided)).toEqual([
      ['cup, cubes', 150],
      ['sheet', 245],
    ]);
    expect(addedMeasures('09037', [hass, all], decided)).toEqual([]);
    expect(() =>
      addedMeasures('09038', [hass], { '09038': [{ name: 'cup, cubes', from: '09037' }] }),
    ).toThrow(/MEASURES/);
    const { data } = buildNutritionTable(
      { ...table, ids: ['en:avocado'], parents: [[]], names: { avocado: [0] } } as FoodTableData,
      [hass, all],
      { 'en:avocado': '09038' },
      {},
      decided,
    );
    expect(Object.keys(data.foods['09038']!.measures)).toEqual([
      'cup, cubes',
      'sheet',
      'cup, pureed',
    ]);
  });

  it('reads a food, its measures per one, and salt from sodium', () => {
    const onion = foods[0]!;
    expect(onion).toMatchObject({ uid: '11001', name: 'Onions, raw' });
    expect(onion.measures).toEqual([['medium (2" dia)', 110]]);
    const oil = foods[2]!;
    expect(oil.measures).toEqual([['tbsp', 13.5]]);
    const { data } = buildNutritionTable(table, foods, {}, {});
    expect(data.foods['11001']!.per100g).toEqual([40, 167, 10, 0, 0, 0, 0, 0, 1]);
  });

  it('finds a USDA name by its words in both orders', () => {
    expect(srKeys('Oil, olive, salad or cooking')).toContain('olive oil');
    // Olive oil is made from olives: it is no food named "olive"; a bay leaf is one.
    expect(srKeys('Oil, olive, salad or cooking')).not.toContain('olive');
    expect(srKeys('Spices, bay leaf')).toContain('bay leaf');
    expect(srKeys('Onions, raw')[0]).toBe('onion');
  });

  it('joins by name, the raw food first, a kind through its parent, never a product of it', () => {
    const { data, result } = buildNutritionTable(table, foods, {}, {});
    expect(data.join['en:onion']).toBe('11001');
    expect(data.join['en:olive oil']).toBe('04001');
    expect(data.join['en:red onion']).toBe('11001');
    expect(data.join['en:onion powder']).toBeUndefined();
    // "sauce" names a kind of food: no one sauce stands for it, nor for a cream sauce.
    expect(data.join['en:sauce']).toBeUndefined();
    expect(data.join['en:cream sauce']).toBeUndefined();
    expect(result).toMatchObject({ decided: 0, byName: 2, byKind: 1 });
    expect(Object.keys(data.foods).sort()).toEqual(['04001', '11001']);
  });

  it('joins a German compound through its parent, never one of another form', () => {
    const german = {
      ids: ['en:onion', 'de:gemüsezwiebel', 'en:dehydrated onion'],
      parents: [[], [0], [0]],
      names: { onion: [0], zwiebel: [0], gemusezwiebel: [1], trockenzwiebel: [2] },
      // English is the first bit, German the second.
      nameLanguages: String.fromCharCode(49, 50, 50, 50),
    } as unknown as FoodTableData;
    const { data } = buildNutritionTable(german, foods, {}, {});
    expect(data.join['de:gemüsezwiebel']).toBe('11001');
    expect(data.join['en:dehydrated onion']).toBeUndefined();
  });

  it('takes the decided list first, and refuses an id USDA does not hold', () => {
    const { data } = buildNutritionTable(table, foods, { 'en:onion': '11002' }, {});
    expect(data.join['en:onion']).toBe('11002');
    expect(() => buildNutritionTable(table, foods, { 'en:onion': '99999' }, {})).toThrow(/99999/);
  });

  it("reads SR28's ASCII files as SR24's XML: per 100 g, each measure's grams for one", () => {
    const folder = mkdtempSync(join(tmpdir(), 'sr28-'));
    const row = (...fields: (string | number)[]) =>
      fields.map((f) => (typeof f === 'string' ? `~${f}~` : String(f))).join('^');
    writeFileSync(
      join(folder, 'FOOD_DES.txt'),
      [
        row('11118', '1100', 'Cabbage, kimchi', 'CABBAGE,KIMCHI'),
        row('01001', '0100', 'Butter, salted', 'BUTTER'),
      ].join('\r\n'),
      'latin1',
    );
    writeFileSync(
      join(folder, 'NUT_DATA.txt'),
      [
        row('11118', '208', 15),
        row('11118', '203', 1.1),
        row('11118', '307', 498),
        row('11118', '255', 91),
      ].join('\r\n'),
      'latin1',
    );
    writeFileSync(
      join(folder, 'WEIGHT.txt'),
      [row('11118', '1', 0.25, 'cup', 37.5), row('11118', '2', 1, 'grams', 1)].join('\r\n'),
      'latin1',
    );
    const [kimchi] = readSr28(folder, ['11118']);
    expect(kimchi).toEqual({
      uid: '11118',
      name: 'Cabbage, kimchi',
      values: [15, 1.1, 0, 0, 0, 0, 0, 498],
      measures: [['cup', 150]],
    });
    expect(() => readSr28(folder, ['99999'])).toThrow(/99999/);
  });

  it('makes a mix of foods by weight one food, and refuses a part USDA does not hold', () => {
    const flour: SrFood = {
      uid: '20081',
      name: 'Flour',
      values: [364, 10, 1, 0, 76, 0, 3, 2],
      measures: [],
    };
    const water: SrFood = {
      uid: '14411',
      name: 'Water',
      values: [0, 0, 0, 0, 0, 0, 0, 4],
      measures: [],
    };
    const mix = {
      uid: 'M9',
      name: 'Starter',
      parts: { '20081': 0.5, '14411': 0.5 },
      measures: [['cup', 227]] as const,
    };
    expect(mixedFood(mix, [flour, water])).toEqual({
      uid: 'M9',
      name: 'Starter',
      values: [182, 5, 0.5, 0, 38, 0, 1.5, 3],
      measures: [['cup', 227]],
    });
    expect(() => mixedFood({ ...mix, parts: { '99999': 1 } }, [flour])).toThrow(/99999/);
    // Shares are of the mix's weight: they must add up to the whole.
    const short = { ...mix, parts: { '20081': 0.5, '14411': 0.4 } };
    expect(() => mixedFood(short, [flour, water])).toThrow(/add up to 0.9/);
  });

  it('is committed with its source, licence and the common foods', () => {
    const committed = JSON.parse(
      readFileSync(
        new URL('../src/shared/nutrition/nutrition-table.json', import.meta.url),
        'utf8',
      ),
    ) as NutritionTableData;
    expect(committed.source).toMatch(/Standard Reference/);
    expect(committed.licence).toMatch(/[Pp]ublic domain/);
    const food = (id: string): SrFood['measures'] | undefined =>
      Object.entries(committed.foods[committed.join[id]!]?.measures ?? {});
    expect(committed.foods[committed.join['en:egg']!]!.measures.large).toBe(50);
    expect(food('en:garlic')).toContainEqual(['clove', 3]);
    for (const id of ['en:onion', 'en:flour', 'en:butter', 'en:olive oil', 'en:sugar', 'en:milk'])
      expect(committed.join[id], id).toBeDefined();
    // Each food taken from SR28 is kept, and joins only where decided.
    for (const uid of Object.keys(FROM_SR28)) expect(committed.foods[uid], uid).toBeDefined();
    expect(committed.join['en:mixed condiments']).toBeUndefined();
  });
});
