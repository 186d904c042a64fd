import { describe, expect, it } from 'vitest';
import { rewriteLine } from './rewrite-line';
import { LANGUAGE_LINES, LINES } from './fixtures/rewrite-line.fixture';

/** [line, factor, units, the line in that view] (fixtures/rewrite-line.txt). */
const TABLE = LINES;

describe('rewriteLine: an ingredient line in the chosen servings and units', () => {
  it('holds its 75 lines', () => {
    expect(TABLE.length).toBe(75);
  });

  it.each(TABLE)('%s × %s (%s) → %s', (line, factor, units, expected) => {
    expect(rewriteLine(line, { factor, units })).toBe(expected);
  });

  it('leaves every line byte for byte at 1× as written', () => {
    for (const [line] of TABLE)
      expect(rewriteLine(line, { factor: 1, units: 'as-written' })).toBe(line);
  });

  it('never writes a long decimal', () => {
    for (const factor of [0.5, 1 / 3, 0.75, 1.5, 2, 2.5, 3, 4]) {
      for (const [line] of TABLE) {
        expect(rewriteLine(line, { factor, units: 'as-written' })).not.toMatch(/\d\.\d{3}/u);
      }
    }
  });
});

/** [language, line, factor, units, the line in that view] (fixtures/rewrite-line-languages.txt). */
const LANGUAGES = LANGUAGE_LINES;

describe('rewriteLine: the units of the other six languages, and decimal commas', () => {
  it.each(LANGUAGES)('%s: %s × %s (%s) → %s', (language, line, factor, units, expected) => {
    expect(rewriteLine(line, { factor, units, language })).toBe(expected);
  });

  it('keeps a decimal comma where the line has one, whatever the language', () => {
    expect(rewriteLine('1,5 kg flour', { factor: 1.5, units: 'as-written' })).toBe('2,3 kg flour');
  });
});
