import { scanAmounts } from '../amounts/scan-amounts';
import { allWords, wordsPattern } from '../lexicon/lexicon';
import { withoutBrackets } from './name-key';

/**
 * A line that names two foods with their amounts, as two lines: "2 tbsp butter and 1 tbsp olive
 * oil", "1 tsp each garlic powder and onion powder", "je 1 EL Butter und Öl". Null for a line of
 * one food, or of two amounts of one ("1 cup and 2 tbsp flour", "2 and 1/2 cups").
 */
export function lineParts(
  text: string,
  namesFood: (line: string) => boolean = () => true,
): string[] | null {
  return eachPart(text, namesFood) ?? amountParts(text, namesFood);
}

/** "And" in every lexicon: "and", "&", "und", "et", "y", "e", "en". */
const AND = `(?:${wordsPattern(allWords('and'))})`;
/** "each", "each of", "of each" after the amount; German "je" before it. */
const EACH_AFTER = /^\s*(?:each(?:\s+of)?|of\s+each)\s+/i;
const JE_BEFORE = /^\s*je\s+(?=[\d½¼¾⅓⅔])/i;
const LAST_AND = new RegExp(String.raw`\s${AND}\s`, 'iu');
const NAMES = new RegExp(String.raw`\s*(?:,\s*(?:${AND}\s+)?|\s${AND}\s+)`, 'iu');

/** Brackets blanked to the same length, so a match outside them keeps its place. */
const outsideBrackets = (text: string) => withoutBrackets(text, (b) => '_'.repeat(b.length));

function eachPart(text: string, namesFood: (line: string) => boolean): string[] | null {
  const je = JE_BEFORE.exec(text);
  const line = je ? text.slice(je[0].length) : text;
  const amount = scanAmounts(line, { words: true })[0];
  if (!amount || amount.start > 0) return null;
  const head = line.slice(0, amount.end).trim();
  const rest = line.slice(amount.end);
  const each = EACH_AFTER.exec(rest);
  if (!each && !je) return null;
  let list = rest.slice(each ? each[0].length : 0);
  // The list ends at the first comma after its "and": "dried pinto beans and dried kidney beans,
  // sorted and rinsed" names two foods.
  const and = LAST_AND.exec(outsideBrackets(list));
  const end = and ? list.indexOf(',', and.index) : -1;
  if (end >= 0) list = list.slice(0, end);
  const names = list
    .split(NAMES)
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length < 2) return null;
  // "red, yellow and green bell pepper": a one-word name that is no food takes the last name's
  // noun ("butter and olive oil" are two foods).
  const last = names[names.length - 1]!;
  const [, ...noun] = last.split(/\s+/);
  return names.map((name) =>
    name !== last && !/\s/.test(name) && noun.length > 0 && !namesFood(`${head} ${name}`)
      ? `${head} ${name} ${noun.join(' ')}`
      : `${head} ${name}`,
  );
}

/** "2 tbsp butter and 1 tbsp olive oil": a second amount after "and" opens a second food. */
const SECOND_AMOUNT = new RegExp(String.raw`\s+${AND}\s+(?=[\d½¼¾⅓⅔])`, 'iu');

function amountParts(text: string, namesFood: (line: string) => boolean): string[] | null {
  // Never inside brackets ("cut into 1 and 1/2 inch cubes") nor after the name's comma
  // ("3/4 cup sugar, separated into 1/2 and 1/4 cups").
  const outside = outsideBrackets(text);
  const comma = outside.indexOf(',');
  const at = SECOND_AMOUNT.exec(comma >= 0 ? outside.slice(0, comma) : outside);
  if (!at) return null;
  const left = text.slice(0, at.index);
  const right = text.slice(at.index + at[0].length);
  const amount = scanAmounts(left)[0];
  // The left part names a food of its own, not only an amount ("1 cup and 2 tbsp flour").
  if (!amount || !/\p{L}{3,}/u.test(left.slice(amount.end))) return null;
  return [left.trim(), ...(lineParts(right, namesFood) ?? [right.trim()])];
}
