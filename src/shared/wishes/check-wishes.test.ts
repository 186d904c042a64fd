import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import type { RecipeReading, StatedTimes } from '../recipe/reading';
import { LIMITS } from '../limits';
import { readRecipe } from '../recipe/read-recipe';
import { checkAvoid, checkDiet, checkWishes, readyInSeconds, shownName } from './check-wishes';

/** A reading built by hand: ingredient lines, steps with their durations in minutes. */
function reading(
  lines: string[],
  steps: [string, number[]][] = [['Cook it all.', []]],
  extra: Partial<RecipeReading> = {},
): RecipeReading {
  return {
    title: 'Test dish',
    description: null,
    servings: null,
    times: {},
    ingredients: lines.length
      ? [{ name: null, lines: lines.map((text) => ({ text, start: 0, end: 0 })) }]
      : [],
    steps: steps.map(([text, minutes]) => ({
      text,
      start: 0,
      end: 0,
      group: null,
      durations: minutes.map((m) => ({ seconds: m * 60, label: `${m} min`, start: 0, end: 0 })),
    })),
    ...extra,
  };
}

const STIR_FRY = reading([
  '4 chicken thighs, sliced',
  '2 tbsp fish sauce',
  '1 tbsp peanut butter',
  '2 cloves garlic',
  '1 tbsp vegetable oil',
]);

beforeAll(async () => {
  await loadFoodTable();
});

describe('checkWishes', () => {
  it('has no finding when no wish was set (cuisine is not checked)', () => {
    expect(checkWishes(STIR_FRY, ['chicken'], {})).toEqual([]);
    expect(checkWishes(STIR_FRY, ['chicken'], { cuisine: 'Thai', onlyWhatIHave: false })).toEqual(
      [],
    );
  });

  it('says which lines break the diet and builds the change line', () => {
    const [diet] = checkWishes(STIR_FRY, [], { diet: 'vegetarian' });
    expect(diet).toEqual({
      wish: 'diet',
      label: 'Diet',
      status: 'not kept',
      words: 'Not vegetarian: chicken thighs, fish sauce.',
      change: 'Make it vegetarian: replace the chicken thighs and the fish sauce.',
      // The same finding as a code and its values, for the page to word in its language.
      said: {
        code: 'diet not kept',
        diet: 'vegetarian',
        names: ['chicken thighs', 'fish sauce'],
        elsewhere: [],
        unchecked: [],
      },
    });
  });

  it('keeps a diet the lines fit', () => {
    const [diet] = checkWishes(STIR_FRY, [], { diet: 'gluten-free' });
    expect(diet?.status).toBe('kept');
    expect(diet?.change).toBeUndefined();
  });

  it('cannot check a recipe with no ingredient list', () => {
    const [diet, only] = checkWishes(reading([]), [], { diet: 'vegan', onlyWhatIHave: true });
    expect(diet?.status).toBe('unknown');
    expect(only?.status).toBe('unknown');
  });

  it('finds avoided words in the lines and the steps, whole words only', () => {
    const r = reading(
      ['2 tbsp peanut butter', '1 eggplant'],
      [
        ['Fry.', []],
        ['Top with peanuts.', []],
      ],
    );
    const [avoid] = checkWishes(r, [], { avoid: ['peanut', 'egg'] });
    expect(avoid?.status).toBe('not kept');
    expect(avoid?.words).toBe('Mentions peanut: 2 tbsp peanut butter, step 2.');
    expect(avoid?.change).toBe('Leave out peanut: replace the peanut butter.');
    const [only] = checkWishes(r, [], { avoid: ['egg'] });
    expect(only).toMatchObject({ status: 'kept', words: 'No mention of egg.' });
  });

  it('asks to take an avoided word out of the steps when no line names it', () => {
    const r = reading(['1 onion'], [['Serve with shrimp crackers.', []]]);
    const [avoid] = checkWishes(r, [], { avoid: ['shrimp'] });
    expect(avoid).toMatchObject({
      words: 'Mentions shrimp: step 1.',
      change: 'Leave out shrimp in every step.',
    });
  });

  it('counts the things the visitor does not have, beyond pantry staples', () => {
    const r = reading([
      '1 bunch kale',
      '2 pork chops',
      '2 sweet potatoes',
      '1 tbsp honey',
      'Salt',
      '2 tbsp olive oil',
    ]);
    const [only] = checkWishes(r, ['Kale', 'tamari'], { onlyWhatIHave: true });
    expect(only).toMatchObject({
      label: 'Use only what I have',
      status: 'not kept',
      words: "Uses 3 things you don't have: pork chops, sweet potatoes, honey.",
      change:
        'Use only my ingredients and pantry staples: leave out the pork chops, the sweet potatoes and the honey.',
    });
    const [one] = checkWishes(reading(['1 bunch kale', '1 tbsp honey']), ['kale'], {
      onlyWhatIHave: true,
    });
    expect(one?.words).toBe("Uses 1 thing you don't have: honey.");
  });

  it('keeps the change line within the change limit however many lines break the wish', () => {
    const foods = ['smoked haddock fillet', 'pomegranate seeds', 'butternut squash', 'chickpeas'];
    const lines = Array.from({ length: 40 }, (_, i) => `${i + 1} g ${foods[i % foods.length]}`);
    const [only] = checkWishes(reading(lines), ['rice'], { onlyWhatIHave: true });
    expect(only?.change?.length).toBeLessThanOrEqual(LIMITS.maxChangeLength);
    expect(only?.change).toMatch(/ and \d+ more\.$/);
  });

  it('reads "use only what I have" by food: kinds are had, false friends are not (D14)', () => {
    const only = (lines: string[], list: string[]) =>
      checkWishes(reading(lines), list, { onlyWhatIHave: true })[0];
    const coconut = ['1 can coconut milk', '200 g rice', '2 tbsp sugar', '1 tsp cinnamon'];
    expect(only(coconut, ['milk', 'rice', 'sugar', 'cinnamon'])).toMatchObject({
      status: 'not kept',
      words: "Uses 1 thing you don't have: coconut milk.",
    });
    expect(only(['4 chicken thighs', '1 tsp salt'], ['chicken'])?.status).toBe('kept');
    expect(only(['1 red bell pepper', '200 g rice'], ['pepper', 'rice'])).toMatchObject({
      status: 'unknown',
      words: 'Could not tell whether you have: red bell pepper. Check it yourself.',
    });
    expect(only(['2 tbsp zzyzx paste'], ['zzyzx paste'])?.status).toBe('unknown');
    expect(
      checkWishes(reading(['4 chicken thighs']), ['chicken'], { onlyWhatIHave: true }, null)[0]
        ?.status,
    ).toBe('unknown');
  });

  it('reads the time: stated total, else prep + cook, else the steps', () => {
    const steps: [string, number[]][] = [
      ['Simmer.', [40]],
      ['Rest.', [15]],
    ];
    const times = (t: StatedTimes) => readyInSeconds(reading(['1 onion'], steps, { times: t }));
    expect(times({ totalSeconds: 1200, prepSeconds: 600, cookSeconds: 3000 })).toBe(1200);
    expect(times({ prepSeconds: 600, cookSeconds: 1200 })).toBe(1800);
    expect(times({ cookSeconds: 1200 })).toBe(1200);
    expect(times({})).toBe(55 * 60);
    expect(readyInSeconds(reading(['1 onion']))).toBeUndefined();
  });

  it('says whether the recipe is ready in time', () => {
    const slow = reading(
      ['1 onion'],
      [
        ['Simmer.', [40]],
        ['Rest.', [15]],
      ],
    );
    expect(checkWishes(slow, [], { readyInMinutes: 30 })[0]).toMatchObject({
      label: 'Ready in',
      status: 'not kept',
      words: 'At least 55 minutes of timers alone, over your 30.',
      change: 'Make it ready in 30 minutes or less, start to finish.',
    });
    const quick = reading(['1 onion'], [], { times: { totalSeconds: 25 * 60 } });
    expect(checkWishes(quick, [], { readyInMinutes: 30 })[0]).toMatchObject({
      status: 'kept',
      words: 'About 25 minutes, within your 30.',
    });
    expect(checkWishes(reading(['1 onion']), [], { readyInMinutes: 30 })[0]).toMatchObject({
      status: 'unknown',
      words: 'The recipe does not say how long it takes.',
    });
  });

  it('compares the stated servings, a range included', () => {
    const serves = (min: number, max: number) =>
      reading(['1 onion'], [], { servings: { min, max, text: `${min} servings` } });
    expect(checkWishes(serves(4, 4), [], { servings: 2 })[0]).toMatchObject({
      status: 'not kept',
      words: 'Says it serves 4; you asked for 2.',
      change: 'Make it for 2 servings.',
    });
    expect(checkWishes(serves(4, 6), [], { servings: 5 })[0]).toMatchObject({
      status: 'kept',
      words: 'Serves 4-6, as you asked.',
    });
    expect(checkWishes(reading(['1 onion']), [], { servings: 1 })[0]?.status).toBe('unknown');
  });

  it('lists every wish set, in the page order', () => {
    const all = checkWishes(STIR_FRY, ['chicken'], {
      servings: 2,
      readyInMinutes: 15,
      diet: 'vegan',
      avoid: ['peanut'],
      onlyWhatIHave: true,
    });
    expect(all.map((f) => f.wish)).toEqual([
      'diet',
      'avoid',
      'onlyWhatIHave',
      'readyIn',
      'servings',
    ]);
  });
});

describe('shownName', () => {
  it.each([
    ['4 chicken thighs, sliced', 'chicken thighs'],
    ['2 tbsp fish sauce', 'fish sauce'],
    ['1 can (400 g) coconut milk', 'coconut milk'],
    ['Optional: grated Parmesan', 'grated Parmesan'],
    ['a pinch of salt', 'a pinch of salt'],
    ['½ cup of rice', 'rice'],
    ['Salt', 'Salt'],
  ])('%s → %s', (line, name) => {
    expect(shownName(line)).toBe(name);
  });
});

describe('kept means kept', () => {
  it('names the lines it cannot identify and says Unknown, never Kept', () => {
    const r = reading(['2 onions', '1 tbsp XYZ paste']);
    const [diet, avoid] = checkWishes(r, [], { diet: 'vegan', avoid: ['nuts'] });
    expect(diet).toMatchObject({
      status: 'unknown',
      words: 'Could not check: 1 tbsp XYZ paste. Check it yourself.',
    });
    expect(avoid).toMatchObject({ status: 'unknown' });
    expect(avoid?.words).toContain('Could not check: 1 tbsp XYZ paste.');
  });

  it('says Unknown without the food data, and Not kept with the lines that break it', () => {
    const r = reading(['300 g Hähnchenbrust', '2 Zwiebeln']);
    expect(checkWishes(r, [], { diet: 'vegetarian' }, null)[0]?.status).toBe('unknown');
    expect(checkWishes(r, [], { diet: 'vegetarian' })[0]).toMatchObject({
      status: 'not kept',
      words: 'Not vegetarian: Hähnchenbrust.',
    });
  });

  it("counts the steps' timers as a lower bound: over the limit is not kept, under is unknown", () => {
    const under = reading(['1 onion'], [['Simmer for 15 minutes.', [15]]]);
    expect(checkWishes(under, [], { readyInMinutes: 30 })[0]?.status).toBe('unknown');
    const over = reading(['1 onion'], [['Simmer for 45 minutes.', [45]]]);
    expect(checkWishes(over, [], { readyInMinutes: 30 })[0]?.status).toBe('not kept');
  });
});

describe('the whole recipe, not only its list', () => {
  const recipe = (lines: string[], steps: string[], after = '') =>
    readRecipe(
      [
        '# Lemon Pasta',
        '',
        'A quick weeknight dinner for the whole family.',
        '',
        '## Ingredients',
        '',
        ...lines.map((l) => `- ${l}`),
        '',
        '## Instructions',
        '',
        ...steps.map((s, i) => `${i + 1}. ${s}`),
        '',
        after,
      ].join('\n'),
    );

  it('names a food the steps add beyond the list, and where', () => {
    const r = recipe(
      ['200 g gluten-free pasta', '1 lemon', '2 tbsp olive oil'],
      ['Heat the oil in a pan and cook the pasta.', 'Serve with grated Parmesan.'],
    );
    const [diet] = checkWishes(r, [], { diet: 'vegetarian' });
    expect(diet).toMatchObject({ status: 'not kept', words: 'Not vegetarian: parmesan (step 2).' });
    expect(diet?.change).toBe('Make it vegetarian: replace the parmesan.');
    // The list's own pasta, and an English pan, are no gluten.
    expect(checkWishes(r, [], { diet: 'gluten-free' })[0]?.status).toBe('kept');
  });

  it('reads the notes under the method', () => {
    const r = recipe(
      ['200 g rice', '1 lemon'],
      ['Cook the rice.'],
      'Optional toppings: a fried egg or crispy bacon.',
    );
    expect(checkWishes(r, [], { diet: 'vegetarian' })[0]?.words).toBe(
      'Not vegetarian: bacon (the notes).',
    );
    const two = recipe(['200 g rice'], ['Serve with grated Parmesan and crispy bacon.']);
    expect(checkWishes(two, [], { diet: 'vegetarian' })[0]).toMatchObject({
      words: 'Not vegetarian: parmesan (step 1), bacon (step 1).',
      change: 'Make it vegetarian: replace the parmesan and the bacon.',
    });
    expect(checkWishes(r, [], { avoid: ['egg'] })[0]).toMatchObject({
      status: 'not kept',
      words: 'Mentions egg: the notes.',
    });
  });
});

/** A recipe of one step, its list and method under the given headings. */
function oneStepRecipe(title: string, list: string[], step: string, [items, method]: string[]) {
  const lines = list.map((l) => `- ${l}`).join('\n');
  return readRecipe(`# ${title}\n\n## ${items}\n\n${lines}\n\n## ${method}\n\n1. ${step}\n`);
}

describe("the title's foods in the steps", () => {
  let table: FoodTable;
  beforeAll(async () => {
    table = await loadFoodTable();
  });
  const recipe = (title: string, list: string[], step: string) =>
    oneStepRecipe(title, list, step, ['Ingredients', 'Method']);

  it('are the dish for a diet: a chocolate salami holds no salami', () => {
    const salami = recipe(
      'Chocolate salami',
      ['200 g dark chocolate', '100 g shortbread biscuits', '50 g walnuts'],
      'Roll the salami in baking paper and chill it.',
    );
    expect(checkDiet(salami, 'vegetarian', table).words).not.toMatch(/salami/);
  });

  it('are still read for a food to avoid: peanuts the steps add are found', () => {
    const noodles = recipe(
      'Peanut noodles',
      ['200 g rice noodles', '2 tbsp soy sauce', '1 lime'],
      'Toss the noodles with the sauce and top with chopped peanuts.',
    );
    expect(checkAvoid(noodles, ['peanuts'], table).status).toBe('not kept');
  });
});

describe('the words of a promise in the steps', () => {
  let table: FoodTable;
  beforeAll(async () => {
    table = await loadFoodTable();
  });
  const recipe = (title: string, list: string[], step: string) =>
    oneStepRecipe(title, list, step, ['Ingredientes', 'Modo de preparo']);

  it('count only as a whole promise: the listed "carne de soja" is no meat in the steps', () => {
    const stroganoff = recipe(
      'Estrogonofe',
      ['2 xícaras de carne de soja', '1/2 cebola ralada', '1 colher de sopa de óleo'],
      'Junte a carne de soja e a cebola, e deixe cozinhar em fogo baixo.',
    );
    expect(checkDiet(stroganoff, 'vegetarian', table).words).not.toMatch(/carne/);
  });

  it('still find the meat a step adds beside the list', () => {
    const rice = recipe(
      'Arroz',
      ['2 xícaras de arroz', '1/2 cebola ralada', '1 colher de sopa de óleo'],
      'Junte a carne moída e a cebola, e deixe cozinhar em fogo baixo.',
    );
    expect(checkDiet(rice, 'vegetarian', table).status).toBe('not kept');
  });
});
