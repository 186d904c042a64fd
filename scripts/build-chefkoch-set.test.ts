import { describe, expect, it } from 'vitest';
import { lineText, skipReason, type ScrapedRecipe } from './build-chefkoch-set';

const recipe = (lines: [string, string, string][], portions = 4, kcal = 500): ScrapedRecipe => ({
  url: 'https://www.chefkoch.de/rezepte/1/x.html\n',
  title: 'x',
  properties: { nutritional_values: { kcal } },
  ingredients: {
    portions,
    payload: lines.map(([amount, unit, name]) => ({ amount, unit, name })),
  },
});
const ok: [string, string, string][] = [
  ['250', 'g', 'reis'],
  ['1', '', 'zwiebel(n)'],
  ['', 'b.', 'salz'],
];

describe('the chefkoch set: fixed rules, no choosing', () => {
  it('keeps a recipe whose lines lost nothing', () => {
    expect(skipReason(recipe(ok), new Set())).toBeNull();
  });

  it('skips a recipe where the scraper lost part of an amount, or its page is taken', () => {
    expect(skipReason(recipe([...ok, ['', 'tl', 'kurkuma']]), new Set())).toMatch(/lost/);
    expect(skipReason(recipe([...ok, ['1', 'gehäuft', 'el mehl']]), new Set())).toMatch(/lost/);
    expect(skipReason(recipe([...ok, ['', '½', 'zitrone']]), new Set())).toMatch(/lost/);
    expect(skipReason(recipe(ok, 1), new Set())).toMatch(/yield/);
    expect(skipReason(recipe(ok, 4, 0), new Set())).toMatch(/kcal/);
    const taken = new Set(['https://www.chefkoch.de/rezepte/1/x.html']);
    expect(skipReason(recipe(ok), taken)).toMatch(/already/);
  });

  it('rebuilds a line as amount, unit and name, with "n. B." restored', () => {
    expect(lineText({ amount: '2', unit: 'el', name: 'sojasauce' })).toBe('2 el sojasauce');
    expect(lineText({ amount: '', unit: 'b.', name: 'salz' })).toBe('n. B. salz');
    expect(lineText({ amount: '1', unit: '', name: 'zwiebel(n)' })).toBe('1 zwiebel(n)');
  });
});
