import { describe, expect, it } from 'vitest';
import table from '../food-table.json';
import {
  AMBIGUOUS_KINDS,
  CUT_WORDS,
  EXTRA_KINDS,
  EXTRA_NAMES,
  KIND_PARENTS,
  MAYBE_UNDER,
  SAME_ENTRY,
} from '../have-rules';
import { checkHaveRules, haveRulesSchema } from './have-rules-schema';
import file from './have-rules.json';

describe('what "have" decides (knowledge/have-rules.json)', () => {
  it('is of the schema, each decision with its reason', () => {
    expect(() => checkHaveRules(file)).not.toThrow();
  });

  it('refuses a file with a key missing, a key unknown or a value mistyped', () => {
    const { cuts: _cuts, ...withoutCuts } = file;
    expect(() => checkHaveRules(withoutCuts)).toThrow(/have-rules\.json/);
    expect(haveRulesSchema.safeParse({ ...file, extra: [] }).success).toBe(false);
    const [nudeln, ...rest] = file.extraNames;
    const names = (entry: unknown) => ({ ...file, extraNames: [entry, ...rest] });
    const { reason: _reason, ...noReason } = nudeln!;
    expect(haveRulesSchema.safeParse(names(noReason)).success).toBe(false);
    expect(haveRulesSchema.safeParse(names({ ...nudeln, foods: ['pasta'] })).success).toBe(false);
    expect(haveRulesSchema.safeParse(names({ ...nudeln, names: { xx: ['nudeln'] } })).success).toBe(
      false,
    );
    expect(haveRulesSchema.safeParse(names({ ...nudeln, names: { de: ['Nudeln'] } })).success).toBe(
      false,
    );
    expect(haveRulesSchema.safeParse(names(nudeln)).success).toBe(true);
  });

  it('names only entries the food table holds', () => {
    const ids = new Set(table.ids);
    const named = [
      ...Object.entries(KIND_PARENTS).flat(2),
      ...Object.entries(SAME_ENTRY).flat(),
      ...Object.values(EXTRA_NAMES).flat(),
      ...Object.values(EXTRA_KINDS).map(([of]) => of),
      ...Object.entries(AMBIGUOUS_KINDS).flatMap(([general, k]) => [
        general,
        ...k.sure,
        ...k.itself,
      ]),
      ...Object.entries(MAYBE_UNDER).flatMap(([general, m]) => [general, ...m.under]),
    ];
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('gives each name, kind and cut word one meaning', () => {
    const names = [
      ...file.extraNames.flatMap((e) => Object.values(e.names).flat()),
      ...file.extraKinds.flatMap((e) => e.kinds.flatMap((k) => Object.values(k.names).flat())),
    ];
    expect(names).toEqual([...new Set(names)]);
    const cuts = file.cuts.cuts.flatMap((c) => Object.values(c.words).flat());
    expect(cuts).toEqual([...new Set(cuts)]);
  });

  it('is read in every language', () => {
    expect(EXTRA_NAMES.nudeln).toEqual(['en:pasta', 'en:noodle']);
    expect(EXTRA_NAMES['frutos do mar']).toEqual(['en:shellfish']);
    expect(EXTRA_KINDS.maccheroni).toEqual(['en:pasta', 'macaroni']);
    expect(['flugel', 'cuisses', 'dijen', 'pechuga'].map((w) => CUT_WORDS.get(w))).toEqual([
      'wing',
      'leg',
      'leg',
      'breast',
    ]);
    expect(AMBIGUOUS_KINDS['en:oil']!.itself).toEqual(['en:vegetable oil']);
    expect(MAYBE_UNDER['en:pepper']!.words).toEqual(['pepper', 'peppers', 'pimenta', 'pimentas']);
    expect(KIND_PARENTS['en:quark']).toEqual(['en:dairy']);
  });
});
