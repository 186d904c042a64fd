import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../../../shared/food/food-table';
import { byShopping, withShopping } from './idea-shopping';

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

const LIST = ['Egg', 'Rice', 'Spring onion'];

describe('what an idea uses and needs bought', () => {
  it('matches by the kitchen rules: staples are not shopping, scallion is spring onion', () => {
    const idea = withShopping(
      {
        title: 'A',
        line: '',
        ingredients: ['eggs', 'jasmine rice', 'scallions', 'olive oil', 'mirin'],
      },
      LIST,
      table,
    );
    expect(idea.uses).toEqual(['Egg', 'Rice', 'Spring onion']);
    expect(idea.toBuy).toEqual(['mirin']);
  });

  it('reads a kind of a listed food as used, and a false friend as to buy', () => {
    const idea = withShopping(
      { title: 'B', line: '', ingredients: ['chicken thighs', 'coconut milk', 'salt'] },
      ['chicken', 'milk'],
      table,
    );
    expect(idea.uses).toEqual(['chicken']);
    expect(idea.toBuy).toEqual(['coconut milk']);
  });

  it('says nothing of what to buy without the food data', () => {
    expect(withShopping({ title: 'C', line: '', ingredients: ['eggs'] }, LIST, null)).toMatchObject(
      {
        uses: [],
        toBuy: null,
      },
    );
  });

  it('puts the least shopping first, then the most of the list, else the model order', () => {
    const ideas = [
      withShopping(
        { title: 'Two to buy', line: '', ingredients: ['egg', 'ham', 'cheese'] },
        LIST,
        table,
      ),
      withShopping({ title: 'One, uses one', line: '', ingredients: ['egg', 'ham'] }, LIST, table),
      withShopping(
        { title: 'One, uses two', line: '', ingredients: ['egg', 'rice', 'ham'] },
        LIST,
        table,
      ),
      withShopping(
        { title: 'One, uses one too', line: '', ingredients: ['rice', 'peas'] },
        LIST,
        table,
      ),
    ];
    expect(byShopping(ideas).map((i) => i.title)).toEqual([
      'One, uses two',
      'One, uses one',
      'One, uses one too',
      'Two to buy',
    ]);
  });
});
