import { foodWords } from '../food/food-words';
import { SHARED_HEADS } from '../food/knowledge/food-kinds';
import { isIgnorable } from '../food/line-words';
import { PAGE_LANGUAGES } from '../languages';
import { allWords, orWords } from '../lexicon/lexicon';
import type { RecipeLanguage } from '../recipe/recipe-language';

/**
 * How an ingredient line falls into parts, the one place that splits a line: its choices ("butter
 * or olive oil"), and each choice's name, the words in brackets and the rest (after the name's
 * comma, dash or what it is for). The checks, "you have" and the avoid check read these parts;
 * the small words come from the lexicons (src/shared/lexicon).
 */

/** The text in brackets, nested ones too ("(seeded (or use habanero))"), and the text outside them. */
export function splitBrackets(line: string): { outside: string; inside: string[] } {
  let depth = 0;
  let outside = '';
  let current = '';
  const inside: string[] = [];
  for (const ch of line) {
    if (ch === '(' || ch === '[') {
      if (depth > 0) current += ' ';
      depth++;
      outside += depth === 1 ? ' ' : '';
    } else if ((ch === ')' || ch === ']') && depth > 0) {
      depth--;
      if (depth === 0) {
        inside.push(current);
        current = '';
      } else current += ' ';
    } else if (depth > 0) current += ch;
    else outside += ch;
  }
  if (current) inside.push(current);
  return { outside, inside };
}

/** A part that names nothing but an amount: "2 cups - Cauliflower florets", "2½ lb. skinless, boneless chicken". */
const amountOnly = (part: string) => foodWords(part).every((w) => isIgnorable(w));

/**
 * A line's text without markup a model or a site leaves in it, and without a label before its
 * amount: "[Pâte brisée](/recettes/pate-brisee)" and "<a href=…>méchouïa</a>" are their text,
 * "Frolla: 180 g farina", "Garnish: 1 small mushroom cap" the line after the label.
 */
export function plainLine(line: string): string {
  const text = line
    .replace(/\[([^\]]+)\]\([^()\s]*\)/g, '$1')
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    // A fraction or a space a site's encoding garbled ("Â½ cup"), "≈150 g" for about.
    .replace(/Â(?=[½¼¾⅓⅔⅛\s])/gu, '')
    .replace(/≈\s*/gu, '');
  const after = text.replace(/^\s*[^\d\s:()][^\d:()]{0,30}:\s*(?=[\d½¼¾⅓⅔⅛])/u, '');
  // "Rice: 1 cup" names its food before the colon.
  return after === text || amountOnly(after) ? text : after;
}

/** "para rallar", "zum Garnieren", "per dolci", "for drizzling": what a food is for, after its name. */
const PURPOSE_WORDS = [...new Set(allWords('purpose'))]
  .map((w) => w.replace(/\s+/g, '\\s+'))
  .join('|');
const PURPOSE = new RegExp(`\\s(?:${PURPOSE_WORDS})\\s`, 'iu');

/** A part that opens with what the food is for: "(pour une croûte dessert)", "para decorar". */
const PURPOSE_PART = new RegExp(`^(?:${PURPOSE_WORDS})\\s`, 'iu');
const isPurpose = (part: string) => PURPOSE_PART.test(`${part.trim()} `);

/**
 * A line's parts: the name (before the first comma, or before what the food is for), the words in
 * brackets, the rest, and what the food is for ("for dusting", "(pour une croûte dessert)"): a
 * purpose names the dish the food goes to, not a food added to it.
 */
export function lineParts(line: string): {
  name: string;
  aside: string;
  rest: string;
  /** The rest, each part after its own comma, semicolon or dash. */
  restParts: string[];
  purpose: string;
} {
  const { outside, inside } = splitBrackets(plainLine(line));
  const plain = outside.replace(/^\s*optional\s*:\s*/i, '');
  const parts = plain.split(/,|;|\s[-–—+]\s/);
  let name = parts.shift() ?? '';
  while (parts.length > 0 && amountOnly(name)) name = `${name} ${parts.shift()}`;
  const purpose = PURPOSE.exec(name);
  if (purpose && !amountOnly(name.slice(0, purpose.index))) {
    parts.unshift(name.slice(purpose.index));
    name = name.slice(0, purpose.index);
  }
  const asides = inside.flatMap(purposeApart);
  const rests = parts.flatMap(purposeApart);
  return {
    name,
    aside: asides.filter((part) => !isPurpose(part)).join(' '),
    rest: rests.filter((part) => !isPurpose(part)).join(' '),
    restParts: rests.filter((part) => !isPurpose(part)),
    purpose: [...asides, ...rests].filter(isPurpose).join(' '),
  };
}

/**
 * "Zeste pour la sauce", "optionnel pour relever l'arôme du chocolat": a purpose after a part's
 * own words is what the food is for, as one that opens the part is; the words before it stay.
 */
function purposeApart(part: string): string[] {
  if (isPurpose(part)) return [part];
  const purpose = PURPOSE.exec(part);
  return purpose ? [part.slice(0, purpose.index), part.slice(purpose.index).trim()] : [part];
}

/**
 * "or" in the recipe's language (its lexicon) and the words no language writes otherwise: Spanish
 * and Italian "o" only in a recipe in those (Portuguese "o" is "the"), Dutch "of" only in Dutch.
 */
const orPattern = (language: RecipeLanguage | null) =>
  [...new Set([...orWords(null), ...orWords(language)])]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[/]/g, '\\/'))
    .join('|');
/** Built once a language: every line of a recipe asks for them. */
const OR_PATTERNS = new Map<RecipeLanguage | null, string>(
  [null, ...PAGE_LANGUAGES].map((language) => [language, orPattern(language)]),
);
const OR = (language: RecipeLanguage | null | undefined) => OR_PATTERNS.get(language ?? null)!;
/** Where a line's name ends: a bracket, a comma or a semicolon, or a dash between spaces. */
const NAME_END = /[([,;]|\s[-–—]\s/;

/**
 * "sun-dried tomato or red pepper pesto" offers two pestos, not a tomato; "rice or egg noodles"
 * two noodles: the last choice's head word joins the choices before it that lack one. The heads
 * are the words that end a name such choices share ("chicken or vegetable stock"; SHARED_HEADS,
 * knowledge/food-kinds.json).
 */
function sharedHead(choices: string[]): string[] {
  if (choices.length < 2) return choices;
  const last = foodWords(choices[choices.length - 1]!);
  const head = last[last.length - 1];
  if (!head || !SHARED_HEADS.has(head)) return choices;
  return choices.map((choice, i) => {
    const words = foodWords(choice);
    const known = words.some((w) => SHARED_HEADS.has(w));
    return i === choices.length - 1 || known ? choice : `${choice} ${head}`;
  });
}

/**
 * A line's choices: in its name ("butter or olive oil", "butter/margarine"), and an alternative
 * that opens a bracket, follows one or opens the part after a comma ("milk (or oat milk)", "1 cup
 * shoyu (raw) or 1 tsp salt", "butter, or olive oil"),
 * each with the rest of the line. An "or" further on is no choice of the line's food ("honey, to
 * drizzle over yogurt or fruit"), nor is "w/". A choice with no word in it is a number.
 */
export function lineChoices(written: string, language?: RecipeLanguage | null): string[] {
  const line = plainLine(written);
  const end = NAME_END.exec(line)?.index ?? line.length;
  const [head, tail] = [line.slice(0, end), line.slice(end)];
  const within = new RegExp(`\\s(?:${OR(language)})\\s|(?<=\\p{L}{2})\\s*\\/\\s*(?=\\p{L})`, 'iu');
  const opening = new RegExp(
    `([([,;)\\]]|\\s[-–—]\\s)\\s*(?:${OR(language)})\\s+([^,;()[\\]]+)`,
    'giu',
  );
  const alternatives = [...tail.matchAll(opening)].map((m) => m[2]!);
  const rest = tail.replace(opening, '$1');
  const choices = [...sharedHead(head.split(within)), ...alternatives]
    .filter((choice) => /\p{L}{2}/u.test(choice))
    .map((choice) => `${choice}${rest}`);
  return choices.length ? choices : [line];
}
