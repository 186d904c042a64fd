import { describe, expect, it } from 'vitest';
import { durationWords } from './duration-words';

/** ICU versions differ in which no-break space they put between number and unit. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a timer’s length in the page’s language', () => {
  it.each([
    ['en', 30, '30 sec'],
    ['en', 5400, '1 h 30 min'],
    ['de', 30, '30 Sek.'],
    ['de', 5400, '1 Std. 30 Min.'],
    ['fr', 30, '30 s'],
    ['fr', 5400, '1 h 30 min'],
    ['es', 600, '10 min'],
    ['it', 8 * 3600, '8 h'],
    ['pt', 90, '1 min 30 s'],
    ['nl', 3600 + 5, '1 uur 5 sec'],
  ])('%s, %i seconds: %s', (locale, seconds, words) => {
    expect(plain(durationWords(seconds, locale))).toBe(words);
  });

  it('keeps each number with its unit in French, as a French cook writes it', () => {
    expect(durationWords(5400, 'fr')).toMatch(/^1[\u00a0\u202f]h 30[\u00a0\u202f]min$/);
  });
});
