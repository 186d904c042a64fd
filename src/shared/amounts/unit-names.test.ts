import { describe, expect, it } from 'vitest';
import { findOtherUnit } from './unit-names';

describe('findOtherUnit: a unit of the six other languages at the start of a line', () => {
  it.each([
    ['2 EL Olivenöl'.slice(2), 'EL'],
    ['Esslöffel Zucker', 'Esslöffel'],
    ['cucharadas de aceite', 'cucharadas'],
    ['CUCHARADITA de sal', 'CUCHARADITA'],
    ['c. à soupe de sucre', 'c. à soupe'],
    ['Colheres de sopa de azeite', 'Colheres de sopa'],
    ['eetlepels olie', 'eetlepels'],
  ])('%j: the unit as written is %j', (text, written) => {
    const found = findOtherUnit(text);
    expect(found?.text).toBe(written);
    // Capitals change nothing but the words given back, which stay as written.
    expect(findOtherUnit(text.toUpperCase())?.unit).toEqual(found?.unit);
    expect(findOtherUnit(text.toUpperCase())?.text).toBe(written.toUpperCase());
  });

  it('finds none in a food or a word that only starts like a unit', () => {
    expect(findOtherUnit('Elch')).toBeNull();
    expect(findOtherUnit('tomates')).toBeNull();
  });
});
