import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import { avoidVerdict, findAvoidedTerms, readTerm } from './avoid-check';

describe('finding terms to avoid in a recipe', () => {
  const recipe =
    '# Satay\n\n- 3 Eggs\n- 2 tbsp peanut butter\n- 1 tbsp light soy sauce\n\nServe with eggplant.';

  it.each([
    ['egg', true], // plural in the text
    ['eggs', true],
    ['EGG', true],
    ['peanut', true], // a whole word before another
    ['peanuts', true],
    ['soy sauce', true],
    ['eggplant', true],
    ['nut', false], // inside "peanut": not a whole word
    ['gg', false],
    ['shellfish', false],
    ['milk', false],
  ])('%j → %s', (term, found) => {
    expect(findAvoidedTerms(recipe, [term])).toEqual(found ? [term] : []);
  });

  it('does not find "egg" in "eggplant"', () => {
    expect(findAvoidedTerms('A smoky eggplant dip.', ['egg'])).toEqual([]);
  });

  it('keeps the terms as typed, in order, and ignores blank ones and symbols', () => {
    expect(findAvoidedTerms(recipe, ['Peanut', ' ', 'c++', 'egg'])).toEqual(['Peanut', 'egg']);
  });
});

describe('avoiding a term by what the food data knows', () => {
  let table: FoodTable;
  beforeAll(async () => {
    table = await loadFoodTable();
  });
  const verdict = (line: string, term: string) =>
    avoidVerdict(line, readTerm(term, table), table).verdict;

  it.each([
    ['50 g cashews', 'nuts'],
    ['30 g Haselnüsse', 'Nüsse'],
    ['50 g de noix de cajou', 'fruits à coque'],
    ['200 g prawns', 'shellfish'],
    ['500 g mussels', 'shellfish'],
    ['200 g de gambas', 'marisco'],
    ['100 g cheddar', 'dairy'],
    ['100 g cheddar', 'milk'],
    ['2 tbsp soy sauce', 'gluten'],
    ['1 tbsp malt extract', 'gluten'],
    ['2 EL Fischsauce', 'Fisch'],
    ['2 EL Erdnussbutter', 'Erdnuss'],
    ['200 g Hähnchenbrust', 'chicken'],
  ])('%s breaks avoiding %s', (line, term) => {
    expect(verdict(line, term)).toBe('breaks');
  });

  it.each([
    ['1 pinch nutmeg', 'nuts'],
    ['1 Prise Muskatnuss', 'Nüsse'],
    ['1 can coconut milk', 'milk'],
    ['1 can coconut milk', 'dairy'],
    ['2 tbsp tamari', 'gluten'],
    ['200 g rice', 'shellfish'],
  ])('%s keeps clear of %s', (line, term) => {
    expect(verdict(line, term)).toBe('fits');
  });

  it('cannot say for a line it does not know: unknown, never kept', () => {
    expect(verdict('1 tbsp XYZ paste', 'nuts')).toBe('unknown');
    expect(avoidVerdict('50 g rice', readTerm('nuts', table), null).verdict).toBe('unknown');
  });
});
