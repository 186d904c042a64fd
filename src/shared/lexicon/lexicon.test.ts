import { describe, expect, it } from 'vitest';
import { foodWords } from '../food/food-words';
import { PAGE_LANGUAGES } from '../languages';
import en from './en.json';
import { LEXICON_FILES, LEXICONS, orWords } from './lexicon';
import { checkLexicons, lexiconSchema } from './lexicon-schema';

describe('the lexicons (src/shared/lexicon/<language>.json)', () => {
  it('loads one for each language the page speaks, each of the schema, naming its language', () => {
    expect(() => checkLexicons(LEXICON_FILES)).not.toThrow();
    expect(() => checkLexicons({ ...LEXICON_FILES, de: { ...en, language: 'de', or: 7 } })).toThrow(
      /de\.json/,
    );
    expect(() => checkLexicons({ ...LEXICON_FILES, nl: en })).toThrow(/says it is "en"/);
    expect(Object.keys(LEXICONS).sort()).toEqual([...PAGE_LANGUAGES].sort());
    for (const language of PAGE_LANGUAGES) expect(LEXICONS[language].language).toBe(language);
  });

  it('refuses a file with a key missing or a key it does not know', () => {
    const { or: _or, ...withoutOr } = en;
    expect(lexiconSchema.safeParse(withoutOr).success).toBe(false);
    expect(lexiconSchema.safeParse({ ...en, ou: ['ou'] }).success).toBe(false);
    expect(lexiconSchema.safeParse({ ...en, units: [{ one: 'tbsp' }] }).success).toBe(false);
    expect(lexiconSchema.safeParse(en).success).toBe(true);
  });

  it('never lists a word that adds a food among the kitchen words', () => {
    for (const lexicon of Object.values(LEXICONS)) {
      const kitchen = new Set(lexicon.kitchenWords.flatMap((w) => foodWords(w)));
      const adds = Object.values(LEXICONS).flatMap((l) => l.addsFoods.flatMap((w) => foodWords(w)));
      expect(
        adds.filter((w) => kitchen.has(w)),
        lexicon.language,
      ).toEqual([]);
    }
  });

  it('writes participles as patterns that take its participles, not its foods', () => {
    const cases = {
      en: [
        ['chopped', 'thinly'],
        ['bread', 'egg'],
      ],
      de: [
        ['gehackte', 'gestuckelte'],
        ['gemuse', 'gerste'],
      ],
      fr: [[], ['tomate']],
      es: [
        ['cocidas', 'troceado'],
        ['tomate', 'cebolla'],
      ],
      it: [
        ['tritate', 'grattugiato'],
        ['pomodoro', 'cipolla'],
      ],
      pt: [
        ['ralado', 'cozidas'],
        ['tomate', 'cebola'],
      ],
      nl: [
        ['gesneden', 'geraspte'],
        ['gember', 'groente'],
      ],
    } as const;
    for (const [language, [participles, foods]] of Object.entries(cases)) {
      const patterns = LEXICONS[language as keyof typeof cases].participles.map(
        (p) => new RegExp(p, 'u'),
      );
      const taken = (word: string) => patterns.some((re) => re.test(word));
      for (const word of participles) expect(taken(word), `${language}: ${word}`).toBe(true);
      for (const word of foods) expect(taken(word), `${language}: ${word}`).toBe(false);
    }
  });

  it('reads "or" of the language, and where it is not known no word another language means otherwise', () => {
    expect(orWords('nl')).toContain('of');
    expect(orWords('es')).toContain('o');
    expect(orWords(null)).toContain('or');
    expect(orWords(null)).not.toContain('of');
    expect(orWords(null)).not.toContain('o');
  });
});
