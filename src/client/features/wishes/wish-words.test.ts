import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/page/en.po';
import { loadFoodTable, type FoodTable } from '../../../shared/food/food-table';
import { readRecipe } from '../../../shared/recipe/read-recipe';
import { checkAvoid, checkDiet, checkReadyIn } from '../../../shared/wishes/check-wishes';
import { wishWords } from './wish-words';

let food: FoodTable;
beforeAll(async () => {
  food = await loadFoodTable();
  i18n.loadAndActivate({ locale: 'en', messages: english });
});

const recipe = (lines: string[], steps = ['Cook.']) =>
  readRecipe(
    `# Dish\n\n## Ingredients\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\n## Steps\n\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`,
  );

describe('wishWords in English', () => {
  it('words every diet and avoid code exactly as the check’s English sentence', () => {
    const plain = recipe(['2 carrots', '1 onion', '1 tbsp olive oil']);
    const meat = recipe(['200 g bacon', '1 tbsp xyzzy paste', '1 tbsp abcde mix'], ['Serve.']);
    const findings = [
      checkDiet(plain, 'vegan', food),
      checkDiet(recipe(['2 tbsp ketchup', '1 onion']), 'vegan', food),
      checkDiet(meat, 'pescatarian', food),
      checkDiet(recipe(['1 tbsp xyzzy paste']), 'dairy-free', food),
      checkDiet(recipe([]), 'gluten-free', food),
      checkAvoid(plain, ['peanut', 'sesame', 'celery'], food),
      checkAvoid(meat, ['pork', 'nightshades'], food),
      checkAvoid(plain, ['nightshades', 'blorps'], food),
      checkAvoid(recipe(['1 onion'], ['Fry the onion in butter.']), ['butter'], food),
      checkAvoid(readRecipe('# Nothing'), ['peanut'], food),
    ];
    for (const f of findings) {
      expect(f.said).toBeDefined();
      expect(wishWords(i18n, f)).toBe(f.words);
    }
  });
});

describe('the ready-in findings', () => {
  const timed = (steps: string[], stated?: string) =>
    readRecipe(
      `# Dish\n\n${stated ? `Total time: ${stated}\n\n` : ''}## Ingredients\n\n- 1 egg\n\n## Steps\n\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`,
    );

  it.each([
    ['timers within, one minute', timed(['Microwave for 1 minute.']), 30, 'up to 1 minute.'],
    ['timers within, minutes', timed(['Simmer for 20 minutes.']), 30, 'up to 20 minutes.'],
    ['stated, within', timed(['Cook.'], '1 minute'), 30, 'About 1 minute,'],
    ['stated, over', timed(['Cook.'], '50 minutes'), 30, 'About 50 minutes,'],
    ['timers over', timed(['Simmer for 50 minutes.']), 30, 'At least 50 minutes'],
    [
      'stated under its timers',
      timed(['Simmer for 50 minutes.'], '20 minutes'),
      30,
      'about 20 minutes,',
    ],
  ])('%s: worded exactly as the check’s English, a minute as one', (_, reading, limit, says) => {
    const finding = checkReadyIn(reading, limit);
    expect(finding.words).toContain(says);
    expect(finding.said).toBeDefined();
    expect(wishWords(i18n, finding)).toBe(finding.words);
    expect(finding.words).not.toMatch(/\b1 minutes\b/);
  });
});
