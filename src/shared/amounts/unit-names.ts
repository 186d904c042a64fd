import { unitsOfMeasure, type UnitType } from 'parse-ingredient';
import { PAGE_LANGUAGES, type PageLanguage } from '../languages';
import { LEXICONS, lowerSameLength } from '../lexicon/lexicon';

/**
 * Kitchen units by name in the seven languages the reader reads, on parse-ingredient's unit table
 * (it knows English names only). Shared: the page rescales with them and the nutrition figures
 * weigh with them.
 */

export interface Unit {
  /** parse-ingredient's id: "cup", "gram", "clove", "large". */
  id: string;
  type: UnitType | null;
  /** A unit in another language, written in one and in more than one: ["cucharada", "cucharadas"]. */
  forms?: readonly [string, string];
}

const OTHER_BY_NAME = new Map<string, Unit>();
/**
 * Kitchen units of German, French, Spanish, Italian, Portuguese and Dutch, from their lexicons
 * (src/shared/lexicon); parse-ingredient knows English names only. An id it does not hold
 * ("slice", "centiliter") scales but does not convert.
 */
const OTHER_LANGUAGES = PAGE_LANGUAGES.filter((language) => language !== 'en').flatMap(
  (language) => LEXICONS[language].units,
);
for (const { one, more, unit: id } of OTHER_LANGUAGES) {
  const unit: Unit = { id, type: unitsOfMeasure[id]?.type ?? null, forms: [one, more] };
  for (const name of [one, more]) OTHER_BY_NAME.set(name.toLowerCase(), unit);
}
const escape = (name: string) => name.replace(/[.()]/g, '\\$&').replace(/\s+/g, '\\s*');
/**
 * Longest names first, so "cucharadita" wins over "cucharada" and "c. à soupe" over "c.". Matched
 * on the text in lower case (`lowerSameLength`), the names lower case: no `i` flag.
 */
const OTHER_NAME = new RegExp(
  `^(${[...OTHER_BY_NAME.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?<=[.)])|^(${[...OTHER_BY_NAME.keys()]
    .filter((name) => !name.endsWith('.') && !name.endsWith(')'))
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}])`,
  'u',
);

/** Each language's own forms of a unit: Italian "litro" is "litri" in the plural, Spanish "litros". */
const FORMS_BY_LANGUAGE = new Map(
  PAGE_LANGUAGES.map((language) => [
    language,
    new Map(
      LEXICONS[language].units.flatMap((u) => {
        const forms = [u.one, u.more] as const;
        return [
          [u.one.toLowerCase(), forms],
          [u.more.toLowerCase(), forms],
        ] as const;
      }),
    ),
  ]),
);

/** The forms of a unit as the recipe's language writes them, where it writes that unit. */
export function unitForms(
  unit: Unit,
  language?: PageLanguage | null,
): readonly [string, string] | undefined {
  if (!unit.forms || !language) return unit.forms;
  return FORMS_BY_LANGUAGE.get(language)?.get(unit.forms[0].toLowerCase()) ?? unit.forms;
}

/** A unit in one of the other six languages at the start of `text`, with the words it takes. */
export function findOtherUnit(text: string): { unit: Unit; text: string } | null {
  const match = OTHER_NAME.exec(lowerSameLength(text));
  const found = match?.[1] ?? match?.[2];
  if (!found) return null;
  const written = text.slice(0, found.length);
  const unit = OTHER_BY_NAME.get(written.toLowerCase().replace(/\s+/g, ' '));
  return unit ? { unit, text: written } : null;
}

/** Single letters are case-sensitive ("T" is a tablespoon, "t" a teaspoon); longer names are not. */
const UNIT_NAMES = new Map<string, string>();
for (const [id, unit] of Object.entries(unitsOfMeasure)) {
  for (const name of [id, unit.short, unit.plural, ...(unit.alternates ?? [])]) {
    UNIT_NAMES.set(name.length > 1 ? name.toLowerCase() : name, id);
  }
}
// English spellings parse-ingredient lacks ("3 Tbsps", "tins", "rashers").
for (const { one, more, unit } of LEXICONS.en.units) {
  UNIT_NAMES.set(one.toLowerCase(), unit);
  UNIT_NAMES.set(more.toLowerCase(), unit);
}

export function findUnit(word: string): Unit | null {
  const id = UNIT_NAMES.get(word.length > 1 ? word.toLowerCase() : word);
  if (!id) return null;
  return { id, type: unitsOfMeasure[id]?.type ?? null };
}
