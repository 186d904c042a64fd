import { describe, expect, it } from 'vitest';
import { byShopping, withShopping } from './idea-shopping';

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
    );
    expect(idea.uses).toEqual(['Egg', 'Rice', 'Spring onion']);
    expect(idea.toBuy).toEqual(['mirin']);
  });

  it('puts the least shopping first, then the most of the list, else the model order', () => {
    const ideas = [
      withShopping({ title: 'Two to buy', line: '', ingredients: ['egg', 'ham', 'cheese'] }, LIST),
      withShopping({ title: 'One, uses one', line: '', ingredients: ['egg', 'ham'] }, LIST),
      withShopping({ title: 'One, uses two', line: '', ingredients: ['egg', 'rice', 'ham'] }, LIST),
      withShopping({ title: 'One, uses one too', line: '', ingredients: ['rice', 'peas'] }, LIST),
    ];
    expect(byShopping(ideas).map((i) => i.title)).toEqual([
      'One, uses two',
      'One, uses one',
      'One, uses one too',
      'Two to buy',
    ]);
  });
});
