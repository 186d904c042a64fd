import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DECIDED,
  FROM_SR28,
  KNOWLEDGE_FILES,
  KNOWLEDGE_FOLDER,
  MEASURES,
  MIXED,
  PHRASES,
  knowledgeBlocks,
  parseDecided,
  parseFromSr28,
  parseMeasures,
  parseMixes,
  parsePhrases,
  readNutritionKnowledge,
} from './nutrition-knowledge';

const lines = (...text: string[]) => `${text.join('\n')}\n`;

describe('the knowledge files format', () => {
  it('reads blocks of key: value lines, leaving out comments and blocks of comments only', () => {
    const text = lines(
      '# A header: a block of comments only.',
      '#',
      '',
      '# Its reason.',
      'usda: 01123',
      '# A reason for the line below.',
      'food: en:egg',
      '',
      '',
      'usda: 01124',
      'food:en:egg white  ',
    );
    expect(knowledgeBlocks(text, 'f.txt', ['usda', 'food'])).toEqual([
      [
        { key: 'usda', value: '01123', line: 5 },
        { key: 'food', value: 'en:egg', line: 7 },
      ],
      [
        { key: 'usda', value: '01124', line: 10 },
        { key: 'food', value: 'en:egg white', line: 11 },
      ],
    ]);
    expect(knowledgeBlocks(text.replace(/\n/g, '\r\n'), 'f.txt', ['usda', 'food'])).toHaveLength(2);
  });

  it('fails on an unknown key, a line that is no key: value, and an empty value, with file and line', () => {
    const read = (text: string) => () => knowledgeBlocks(text, 'f.txt', ['usda', 'food']);
    expect(read(lines('usda: 01123', 'phrase: egg'))).toThrow(
      'f.txt:2: unknown key "phrase" (this file\'s keys: usda, food)',
    );
    expect(read(lines('usda: 01123', 'en:egg'))).toThrow(/^f\.txt:2: unknown key "en"/);
    expect(read(lines('', 'usda: 01123', 'an egg'))).toThrow(/^f\.txt:3: not a "key: value" line/);
    expect(read(lines('usda: 01123', '  food: en:egg'))).toThrow(/^f\.txt:2: not a "key: value"/);
    expect(read(lines('Usda: 01123'))).toThrow(/^f\.txt:1: not a "key: value"/);
    expect(read(lines('usda: 01123', 'food:'))).toThrow('f.txt:2: "food:" without a value');
  });
});

describe('decided.txt and phrases.txt', () => {
  it('read each name to the USDA id of its block, in the file order', () => {
    const text = lines(
      '# Egg, whole, raw, fresh',
      'usda: 01123',
      'food: en:egg',
      'food: en:chicken egg',
      '',
      'usda: M0015',
      'food: en:sweetener',
      '',
      'usda: 01123',
      'food: fr:oeuf',
    );
    const decided = parseDecided(text);
    expect(decided).toEqual({
      'en:egg': '01123',
      'en:chicken egg': '01123',
      'en:sweetener': 'M0015',
      'fr:oeuf': '01123',
    });
    expect(Object.keys(decided)).toEqual(['en:egg', 'en:chicken egg', 'en:sweetener', 'fr:oeuf']);
    expect(
      parsePhrases(lines('usda: 01017', 'phrase: cream cheese', 'phrase: frischkase')),
    ).toEqual({ 'cream cheese': '01017', frischkase: '01017' });
  });

  it('fail on a name given twice, a USDA id of the wrong shape, a block without usda or names', () => {
    expect(() =>
      parseDecided(lines('usda: 01123', 'food: en:egg', '', 'usda: 01124', 'food: en:egg')),
    ).toThrow('decided.txt:5: food "en:egg" given twice (first on line 2)');
    expect(() =>
      parsePhrases(lines('usda: 01017', 'phrase: cream cheese', 'phrase: cream cheese'), 'p.txt'),
    ).toThrow('p.txt:3: phrase "cream cheese" given twice (first on line 2)');
    for (const id of ['1123', '011234', 'M015', 'X0001', '0112a'])
      expect(() => parseDecided(lines(`usda: ${id}`, 'food: en:egg')), id).toThrow(
        `decided.txt:1: "usda: ${id}": not an id of the shape`,
      );
    expect(() => parseDecided(lines('usda: 01123', 'food: egg'))).toThrow(
      /^decided\.txt:2: "food: egg": not a food/,
    );
    expect(() => parseDecided(lines('food: en:egg', 'usda: 01123'))).toThrow(
      'decided.txt:1: a block opens with "usda:", not "food:"',
    );
    expect(() => parseDecided(lines('usda: 01123', 'food: en:egg', 'usda: 01124'))).toThrow(
      'decided.txt:3: a second "usda:" line in the block of line 1',
    );
    expect(() => parseDecided(lines('# reason', 'usda: 01123'))).toThrow(
      'decided.txt:2: usda 01123: no "food:" line',
    );
  });
});

describe('from-sr28.txt', () => {
  it('reads each SR28 id to what it fills', () => {
    const text = lines(
      'usda: 11118',
      'sr28: Cabbage, kimchi: SR24 holds no fermented cabbage',
      '',
      'usda: 01256',
      'sr28: Yogurt, Greek, plain, nonfat',
    );
    expect(parseFromSr28(text)).toEqual({
      '11118': 'Cabbage, kimchi: SR24 holds no fermented cabbage',
      '01256': 'Yogurt, Greek, plain, nonfat',
    });
  });

  it('fails on an id twice, a mix id, and a block of no or two sr28 lines', () => {
    expect(() =>
      parseFromSr28(lines('usda: 11118', 'sr28: Kimchi', '', 'usda: 11118', 'sr28: Kimchi')),
    ).toThrow('from-sr28.txt:4: usda "11118" given twice (first on line 1)');
    expect(() => parseFromSr28(lines('usda: M0001', 'sr28: A mix'))).toThrow(
      /^from-sr28\.txt:1: "usda: M0001": not an id/,
    );
    expect(() => parseFromSr28(lines('usda: 11118'))).toThrow(
      'from-sr28.txt:1: usda 11118: not one "sr28:" line',
    );
    expect(() => parseFromSr28(lines('usda: 11118', 'sr28: Kimchi', 'sr28: Kimchi'))).toThrow(
      'from-sr28.txt:1: usda 11118: not one "sr28:" line',
    );
  });
});

describe('measures.txt', () => {
  it('reads measures of a stated weight and borrowed ones, with or without `as`', () => {
    const text = lines(
      'usda: 09038',
      'measure: cup, cubes = from 09037',
      '# A reason for the line below.',
      'measure: pot = 125 g',
      'measure: head = from 11090 as cup, halves and whole',
      '',
      'usda: 19177',
      'measure: sheet = 1.7 g',
    );
    const measures = parseMeasures(text);
    expect(measures).toEqual({
      '09038': [
        { name: 'cup, cubes', from: '09037' },
        { name: 'pot', grams: 125 },
        { name: 'head', from: '11090', as: 'cup, halves and whole' },
      ],
      '19177': [{ name: 'sheet', grams: 1.7 }],
    });
    expect(Object.keys(measures['09038']![0]!)).toEqual(['name', 'from']);
  });

  it('fails on a food twice, a measure twice, a malformed measure, a bad amount or id', () => {
    const one = (measure: string) => () => parseMeasures(lines('usda: 09038', measure));
    expect(() =>
      parseMeasures(
        lines('usda: 09038', 'measure: pot = 1 g', '', 'usda: 09038', 'measure: a = 1 g'),
      ),
    ).toThrow('measures.txt:4: usda "09038" given twice (first on line 1)');
    expect(() =>
      parseMeasures(lines('usda: 09038', 'measure: pot = 1 g', 'measure: pot = 2 g')),
    ).toThrow('measures.txt:3: usda 09038: measure "pot" given twice (first on line 2)');
    expect(one('measure: pot 125 g')).toThrow(/^measures\.txt:2: "measure: pot 125 g": not "name/);
    expect(one('measure: pot = 125')).toThrow(/^measures\.txt:2: "measure: pot = 125": not/);
    expect(one('measure: pot = 0 g')).toThrow(
      'measures.txt:2: "measure: pot = 0 g": "0" is no amount',
    );
    expect(one('measure: pot = 1,5 g')).toThrow(/^measures\.txt:2: .*"1,5" is no amount/);
    expect(one('measure: cup = from 9037')).toThrow(
      'measures.txt:2: "measure: cup = from 9037": 9037 is no USDA id',
    );
    expect(() => parseMeasures(lines('usda: 09038'))).toThrow(
      'measures.txt:1: usda 09038: no "measure:" line',
    );
  });
});

describe('mixes.txt', () => {
  const mix = (...rest: string[]) => lines('# reason', 'mix: M0005', 'name: Plant milk', ...rest);

  it('reads a mix: its parts in their order, its measures, its richest food', () => {
    const text = lines(
      '# Mirepoix.',
      'mix: M0006',
      'name: Mirepoix (onion, carrot, celery)',
      'part: 11282 = 0.5',
      'part: 01123 = 0.25',
      'part: 02047 = 0.25',
      '# A cup of it.',
      'measure: cup = 137 g',
      '',
      'mix: M0012',
      'name: Potato gnocchi',
      'part: 11833 = 1',
      'up_to: 16166',
    );
    const mixes = parseMixes(text);
    expect(mixes).toEqual([
      {
        uid: 'M0006',
        name: 'Mirepoix (onion, carrot, celery)',
        parts: { '11282': 0.5, '01123': 0.25, '02047': 0.25 },
        measures: [['cup', 137]],
      },
      { uid: 'M0012', name: 'Potato gnocchi', parts: { '11833': 1 }, measures: [], upTo: '16166' },
    ]);
    expect('upTo' in mixes[0]!).toBe(false);
    expect(Object.keys(mixes[0]!.parts)).toEqual(['11282', '01123', '02047']);
  });

  it('fails on a mix twice, no name or part, a part twice, a borrowed measure, bad ids', () => {
    expect(() => parseMixes(`${mix('part: 14091 = 1')}\n${mix('part: 14091 = 1')}`)).toThrow(
      'mixes.txt:7: mix "M0005" given twice (first on line 2)',
    );
    expect(() => parseMixes(lines('mix: M0005', 'part: 14091 = 1'))).toThrow(
      'mixes.txt:1: mix M0005: no "name:" line',
    );
    expect(() => parseMixes(mix('part: 14091 = 1', 'name: Again'))).toThrow(
      'mixes.txt:5: mix M0005: a second "name:" line',
    );
    expect(() => parseMixes(mix())).toThrow('mixes.txt:2: mix M0005: no "part:" line');
    expect(() => parseMixes(mix('part: 14091 = 0.5', 'part: 14091 = 0.5'))).toThrow(
      'mixes.txt:5: mix M0005: part "14091" given twice (first on line 4)',
    );
    expect(() => parseMixes(mix('part: 14091'))).toThrow(
      'mixes.txt:4: "part: 14091": not "<id> = <share>"',
    );
    expect(() => parseMixes(mix('part: M0001 = 1'))).toThrow(
      'mixes.txt:4: "part: M0001 = 1": M0001 is no SR id (five digits)',
    );
    expect(() => parseMixes(mix('part: 14091 = 1', 'measure: cup = from 14091'))).toThrow(
      'mixes.txt:5: "measure: cup = from 14091": not "name = <grams> g"',
    );
    expect(() => parseMixes(mix('part: 14091 = 1', 'up_to: 1616'))).toThrow(
      /^mixes\.txt:5: "up_to: 1616": not an id/,
    );
    expect(() => parseMixes(lines('mix: 14091', 'name: A', 'part: 14091 = 1'))).toThrow(
      /^mixes\.txt:1: "mix: 14091": not an id/,
    );
    expect(() => parseMixes(mix('part: 14091 = 1', 'usda: 14091'))).toThrow(
      /^mixes\.txt:5: unknown key "usda"/,
    );
  });
});

describe('the committed knowledge', () => {
  it('reads into the tables the nutrition build uses', () => {
    expect(DECIDED['en:egg']).toBe('01123');
    expect(DECIDED['en:sweetener']).toBe('M0015');
    expect(PHRASES['cream cheese']).toBe('01017');
    expect(FROM_SR28['11118']).toMatch(/kimchi/);
    expect(MEASURES['11090']).toEqual([{ name: 'head', from: '11090', as: 'stalk' }]);
    expect(MIXED.find((m) => m.uid === 'M0001')).toEqual({
      uid: 'M0001',
      name: 'Sourdough starter (equal weights of all-purpose flour and water)',
      parts: { '20081': 0.5, '14411': 0.5 },
      measures: [['cup', 227]],
    });
    // Each mix used by a decided join or a phrase is one of the mixes.
    const mixes = new Set(MIXED.map((m) => m.uid));
    for (const uid of [...Object.values(DECIDED), ...Object.values(PHRASES)])
      if (uid.startsWith('M')) expect(mixes.has(uid), uid).toBe(true);
  });

  it('opens each file with its header, naming the format', () => {
    for (const name of Object.values(KNOWLEDGE_FILES)) {
      const text = readFileSync(join(KNOWLEDGE_FOLDER, name), 'utf8');
      expect(text.startsWith('# '), name).toBe(true);
      expect(text, name).toContain('docs/food-data.md');
    }
  });

  it('names the file read and the line when a file is wrong', () => {
    const folder = mkdtempSync(join(tmpdir(), 'nutrition-knowledge-'));
    for (const name of Object.values(KNOWLEDGE_FILES))
      writeFileSync(join(folder, name), readFileSync(join(KNOWLEDGE_FOLDER, name), 'utf8'));
    expect(readNutritionKnowledge(folder).phrases).toEqual(PHRASES);
    const phrases = join(folder, KNOWLEDGE_FILES.phrases);
    const text = readFileSync(phrases, 'utf8');
    writeFileSync(phrases, `${text}\nusda: 01017\nphrase: cream cheese\n`);
    const line = text.split('\n').length + 2;
    expect(() => readNutritionKnowledge(folder)).toThrow(
      new RegExp(`^${phrases}:${line}: phrase "cream cheese" given twice`),
    );
  });
});
