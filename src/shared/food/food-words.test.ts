import { describe, expect, it } from 'vitest';
import { foodKey, foodWords } from './food-words';

describe('foodWords', () => {
  it('folds case, accents and ligatures', () => {
    expect(foodKey('Crème fraîche')).toBe('creme fraiche');
    expect(foodWords('œufs, Süßkartoffel')).toEqual(['oeufs', 'susskartoffel']);
  });

  it('reads a trademark sign as a space, never as letters of the name', () => {
    expect(foodKey('Bisquick™ Gluten Free mix')).toBe('bisquick gluten free mix');
    expect(foodKey('Leite MOÇA® 395g')).toBe('leite moca 395g');
    expect(foodKey('Philadelphia℠cream cheese')).toBe('philadelphia cream cheese');
  });
});
