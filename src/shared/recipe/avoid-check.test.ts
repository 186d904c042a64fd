import { describe, expect, it } from 'vitest';
import { findAvoidedTerms } from './avoid-check';

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
