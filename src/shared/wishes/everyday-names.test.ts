import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import { wishStatus } from './fixtures/reading';

/**
 * Everyday names the food table did not hold (docs/nutrition.md, "Tenth run"): the wish checks
 * and the nutrition section read them as the same food, so a vegan wish is kept for green beans
 * and broken by squid, whatever language the line is in.
 */

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

const status = (wish: string, line: string) => wishStatus(table, wish, [line]);

describe('everyday names, one food for every check', () => {
  it('keeps a vegan wish for the plant foods, in their own languages', () => {
    for (const line of [
      '50 g di uvetta',
      '150 g di fagiolini',
      '300 g sperziebonen',
      '200 g de vagem',
      '200 g taugé',
      '250 g cherrytomaatjes',
      '250 g Tellerlinsen',
      '150 g Perlgraupen',
      '1 colher de sopa de gergelim',
      '150 g edamameboontjes',
      '300 g Eierschwammerl',
      '2 sjalotjes',
      '2 folhas de louro',
      '50 g griesmeel',
    ])
      expect(status('vegan', line), line).toBe('kept');
  });

  it('breaks the wishes the food breaks: squid, grains with gluten, sesame and soy', () => {
    expect(status('vegetarian', '300 g inktvisringen')).toBe('not kept');
    expect(status('vegetarian', '300 g de lulas')).toBe('not kept');
    expect(status('gluten-free', '150 g Perlgraupen')).toBe('not kept');
    expect(status('gluten-free', '50 g griesmeel')).toBe('not kept');
    expect(status('avoid:sesame', '1 colher de sopa de gergelim')).toBe('not kept');
    expect(status('avoid:soy', '150 g edamameboontjes')).toBe('not kept');
  });
});
