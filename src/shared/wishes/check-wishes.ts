import { foodTableIfLoaded, type FoodTable } from '../food/food-table';
import { foodKey, foodWords } from '../food/food-words';
import { isLinkWord, isUnitLike, wordForms } from '../food/line-words';
import { withoutStatements } from '../line/statements';
import { avoidVerdict, findAvoidedTerms, readTerm, type AvoidTerm } from './avoid-check';
import { matchFoods, type MatchOptions } from '../food/food-line';
import { recipeLanguage } from '../recipe/recipe-language';
import { groupIngredients, UNITS } from '../recipe/ingredient-match';
import { LIMITS } from '../limits';
import type { Diet, Preferences } from '../preferences';
import type { RecipeReading } from '../recipe/reading';
import { allWords } from '../lexicon/lexicon';
import { dietVerdict, promisePositions, servesTheDiet, type ReadOptions } from './diet-rules';
import {
  DISHES as DISH_NAMES,
  DOUGH,
  FLOUR_LIKE,
  FLOUR_WORDS,
  STEP_WORDS,
} from './knowledge/wish-knowledge';

/**
 * Each wish checked against the recipe as read, with the change line its Fix button sends. Text
 * only: an ingredient hidden inside another (a bought sauce) is not seen. Kept means kept
 * (decisions): a diet or avoid wish is kept only when every ingredient line is identified as
 * compatible; a line the check cannot identify makes it unknown, and the finding names the line.
 * The food table (`food`) is loaded by the page before it checks; without it these two say unknown.
 */

export type WishName = 'diet' | 'avoid' | 'onlyWhatIHave' | 'readyIn' | 'servings';
export type WishStatus = 'kept' | 'not kept' | 'unknown';

/**
 * The time and servings findings as a code and its numbers, for the page to word in its language
 * (`words` keeps the English sentence, for the other wishes and for whoever reads findings
 * outside the page).
 */
export type WishSaid =
  | { code: 'time not stated' }
  | { code: 'timers within'; minutes: number }
  | { code: 'stated under timers'; minutes: number; timers: number }
  | { code: 'time within'; minutes: number; limit: number }
  | { code: 'time over'; minutes: number; limit: number }
  | { code: 'timers over'; minutes: number; limit: number }
  | { code: 'serves not stated' }
  | { code: 'serves as asked'; serves: string }
  | { code: 'serves other'; serves: string; wanted: number }
  | { code: 'no list' }
  | { code: 'no data' }
  | { code: 'have kept' }
  | { code: 'have unsure'; names: string[] }
  | { code: 'have extras'; names: string[] }
  | { code: 'could not check'; lines: string[] }
  | {
      code: 'diet not kept';
      diet: Diet;
      names: string[];
      /** Foods named outside the list: the step's number, or null for the notes. */
      elsewhere: { food: string; step: number | null }[];
      unchecked: string[];
    }
  | { code: 'diet kept'; diet: Diet; labels: boolean }
  | { code: 'no list or steps' }
  | { code: 'avoid kept'; terms: string[] }
  | { code: 'avoid unknown'; unchecked: string[]; unread: string[] }
  | {
      code: 'avoid not kept';
      /** Each term found: the lines as written, and the steps (null: the notes) naming it. */
      mentions: { term: string; lines: string[]; steps: (number | null)[] }[];
      unchecked: string[];
      unread: string[];
    };

export interface WishFinding {
  wish: WishName;
  label: string;
  status: WishStatus;
  words: string;
  said?: WishSaid;
  /** Only when not kept: the change that would keep it, within the change limit. */
  change?: string;
  /** Diet and avoid: the ingredient lines the check could not identify. */
  unchecked?: string[];
  /** Kept by bought products' usual recipes (D19): the products to check the label of. */
  labelCheck?: string[];
}

export const WISH_LABELS: Record<WishName, string> = {
  diet: 'Diet',
  avoid: 'Avoid',
  onlyWhatIHave: 'Use only what I have',
  readyIn: 'Ready in',
  servings: 'Servings',
};

function finding(
  wish: WishName,
  status: WishStatus,
  words: string,
  change?: string,
  unchecked: readonly string[] = [],
): WishFinding {
  return {
    wish,
    label: WISH_LABELS[wish],
    status,
    words,
    ...(change !== undefined && { change }),
    ...(unchecked.length > 0 && { unchecked: [...unchecked] }),
  };
}

const QUANTITY = /^[\d¼½¾⅓⅔⅛/.,–-]+$/;

export function shownName(line: string): string {
  const name = line
    .replace(/^\s*optional\s*:\s*/i, '')
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .split(/,|;|\s[-–—]\s/)[0]
    ?.trim()
    .split(/\s+/);
  if (!name) return line.trim();
  const amount = QUANTITY.test(name[0] ?? '');
  while (name.length > 1 && (QUANTITY.test(name[0] ?? '') || UNITS.has(name[0]!.toLowerCase())))
    name.shift();
  // After an amount, the units and small words of the other languages: "30 g de beurre" → "beurre".
  const small = (word: string) => foodWords(word).every((w) => isLinkWord(w) || isUnitLike(w));
  while (amount && name.length > 1 && small(name[0] ?? '')) name.shift();
  if (name.length > 1 && /^of$/i.test(name[0] ?? '')) name.shift();
  return name.join(' ') || line.trim();
}

function and(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Cut to the change limit: names that do not fit become "and 3 more". */
function changeLine(start: string, names: readonly string[]): string {
  const the = names.map((n) => `the ${n}`);
  for (let kept = the.length; kept > 0; kept--) {
    const rest = the.length - kept;
    const list = rest ? `${the.slice(0, kept).join(', ')} and ${rest} more` : and(the);
    const line = `${start}${list}.`;
    if (line.length <= LIMITS.maxChangeLength) return line;
  }
  return `${start.replace(/[:\s]+$/, '')}.`.slice(0, LIMITS.maxChangeLength);
}

function ingredientLines(reading: RecipeReading): string[] {
  return reading.ingredients.flatMap((group) => group.lines.map((line) => line.text));
}

/** Single words of the lexicons' `key`, folded as a sentence's words are ("&" is none). */
const foldedWords = (key: 'or' | 'and' | 'with') =>
  allWords(key)
    .map((w) => foodKey(w))
    .filter((w) => w && !w.includes(' '));
/** "Or" in every language: in a sentence it offers no choice. */
const OR_WORDS = new Set(foldedWords('or'));
/** Words that join the foods of a sentence (its "or" already read as "and"): "and", "with". */
const JOINS = new RegExp(
  `\\b(?:${[...new Set([...foldedWords('and'), ...foldedWords('with')])].join('|')})\\b`,
);

/**
 * The recipe's sentences outside its ingredient list (each step, and the notes: "To serve: …"),
 * without the words the list already names ("Cook the pasta" is the list's gluten-free pasta), nor
 * a name of several words one of them is ("água gelada" of a list's "água gelada" is iced water,
 * not ice cream): what is left names a food the list leaves out ("Serve with grated Parmesan").
 */
function outsideTheList(
  reading: RecipeReading,
  food: FoodTable | null,
  { titleIsTheDish = false } = {},
): { where: string; step: number | null; text: string; written: string }[] {
  const lines = ingredientLines(reading);
  const listed = new Set([
    ...lines.flatMap((line) => foodWords(line).flatMap((w) => wordForms(w))),
    ...theDish(reading),
    // For a diet, the title's foods in the steps are the dish ("roll the salame", "le pain de
    // maïs"); never for a food to avoid, where a word missed may be an allergen.
    ...(titleIsTheDish ? foodWords(reading.title ?? '').flatMap((w) => wordForms(w)) : []),
    ...STEP_WORDS,
    // "the flour" of a list that names its flour otherwise ("masarepa", "cornmeal", "cornstarch").
    ...(lines.some((line) => FLOURISH.test(line)) ? FLOUR_WORDS : []),
  ]);
  const texts = [
    ...reading.steps.map((step, i) => ({ where: `step ${i + 1}`, step: i + 1, text: step.text })),
    ...(reading.notes ?? []).map((text) => ({ where: 'the notes', step: null, text })),
  ];
  const isListed = (w: string) => wordForms(w).some((f) => listed.has(f));
  const names = food ? textReading(reading, food) : null;
  return texts.flatMap(({ where, step, text }) =>
    text.split(/(?<=[.!?;:])\s+|\n+/).map((written) => {
      const words = foodWords(withoutStatements(written));
      const ofTheList = new Set<number>();
      const promised = promisePositions(words);
      for (const m of names?.food ? matchFoods(words, names.food, names.options) : [])
        if (
          m.end - m.start > 1 &&
          words.slice(m.start, m.end).some((w) => !isLinkWord(w) && isListed(w))
        )
          for (let i = m.start; i < m.end; i++) ofTheList.add(i);
      return {
        where,
        step,
        written,
        // A sentence's "or" offers no choice of what it names: every food in it counts.
        text: words
          .filter((w, i) => promised.has(i) || (!isListed(w) && !ofTheList.has(i)))
          .map((w) => (OR_WORDS.has(w) ? 'and' : w))
          .join(' '),
      };
    }),
  );
}

/**
 * A list's line naming a flour, a meal or a starch ("masarepa", "cornmeal"): "the flour" of the
 * steps is that flour (knowledge/running-text.json).
 */
const FLOURISH = new RegExp(FLOUR_LIKE.join('|'), 'i');

/**
 * Names of what a recipe makes: named by its title or a group of its list ("Coconut ice cream",
 * "For the cilantro pesto"), they are the dish, not a food added to it; and its dough or batter,
 * the list's own flour and water (knowledge/running-text.json).
 */
const DISHES = new Set(DISH_NAMES);

/** The words that name the dish being made, and its dough, in every form. */
export function theDish(reading: RecipeReading): Set<string> {
  const named = [reading.title ?? '', ...reading.ingredients.map((g) => g.name ?? '')]
    .flatMap((text) => foodWords(text))
    .filter((w) => wordForms(w).some((f) => DISHES.has(f)));
  return new Set([...named, ...DOUGH].flatMap((w) => wordForms(w)));
}

/**
 * How running text is read: with the food data only where the recipe's language is known, and
 * then only the names of that language and English; else by the decided words alone. Never as
 * compounds: a step's verbs are no foods ("hacken", "halbieren", "einfetten").
 */
function textReading(reading: RecipeReading, food: FoodTable) {
  const { language } = reading;
  const options: ReadOptions = { ...readingOptions(reading), compounds: false, runningText: true };
  return language ? { food, options: { ...options, namesIn: language } } : { food: null, options };
}

/**
 * How the lines are read: as German or Dutch compounds in a recipe of those languages, and only
 * to break a wish in one whose language the reader cannot tell ("Fischsauce" is fish sauce;
 * "frangipane" is no chicken bread).
 */
export function readingOptions(reading: RecipeReading): MatchOptions {
  const language = reading.language ?? recipeLanguage(ingredientLines(reading).join('\n'));
  return { compounds: !language ? 'guess' : language === 'de' || language === 'nl', language };
}

const withSaid = (f: WishFinding, said: WishSaid): WishFinding => ({ ...f, said });

const NO_LIST = 'No ingredient list was found to check.';
const NO_DATA = 'The food data could not be loaded, so the ingredients were not checked.';

/** "Could not check: 1 tbsp XYZ paste. Check it yourself." */
export function couldNotCheck(lines: readonly string[]): string {
  const them = lines.length === 1 ? 'it' : 'them';
  return `Could not check: ${lines.join('; ')}. Check ${them} yourself.`;
}

export function checkDiet(
  reading: RecipeReading,
  diet: Diet,
  food: FoodTable | null = foodTableIfLoaded(),
): WishFinding {
  const lines = ingredientLines(reading);
  if (lines.length === 0) return withSaid(finding('diet', 'unknown', NO_LIST), { code: 'no list' });
  if (!food) return withSaid(finding('diet', 'unknown', NO_DATA), { code: 'no data' });
  const options = { ...readingOptions(reading), notThe: theDish(reading) };
  const verdicts = lines.map((line) => ({ line, ...dietVerdict(line, diet, food, options) }));
  const text = textReading(reading, food);
  // Each food a sentence joins ("Parmesan and crispy bacon") is named, not only the first.
  const outside = outsideTheList(reading, food, { titleIsTheDish: true }).filter(
    ({ written }) => !servesTheDiet(written, diet),
  );
  const elsewhere = outside.flatMap(({ where, step, text: sentence }) =>
    sentence.split(JOINS).flatMap((part) => {
      const verdict = dietVerdict(part, diet, text.food, text.options);
      return verdict.verdict === 'breaks' && verdict.food
        ? [{ food: verdict.food, where, step }]
        : [];
    }),
  );
  const inLines = verdicts.filter((v) => v.verdict === 'breaks').map((v) => shownName(v.line));
  const unknown = verdicts.filter((v) => v.verdict === 'unknown').map((v) => v.line);
  if (inLines.length + elsewhere.length > 0) return dietNotKept(diet, inLines, elsewhere, unknown);
  if (unknown.length > 0)
    return withSaid(finding('diet', 'unknown', couldNotCheck(unknown), undefined, unknown), {
      code: 'could not check',
      lines: unknown,
    });
  const labels = [...new Set(verdicts.flatMap((v) => v.labels ?? []))];
  if (labels.length === 0)
    return withSaid(finding('diet', 'kept', `Every ingredient is known to suit a ${diet} diet.`), {
      code: 'diet kept',
      diet,
      labels: false,
    });
  const words = `Every ingredient is known to suit a ${diet} diet, bought products as they are usually made.`;
  return {
    ...withSaid(finding('diet', 'kept', words), { code: 'diet kept', diet, labels: true }),
    labelCheck: labels,
  };
}

function dietNotKept(
  diet: Diet,
  inLines: string[],
  elsewhere: { food: string; where: string; step: number | null }[],
  unknown: string[],
): WishFinding {
  const seen = new Set<string>();
  const places = elsewhere.filter(({ food, where }) => {
    const key = `${food} (${where})`;
    return !seen.has(key) && !!seen.add(key);
  });
  const names = [...inLines, ...places.map((e) => `${e.food} (${e.where})`)];
  const foods = [...new Set([...inLines, ...elsewhere.map((e) => e.food)])];
  return withSaid(
    finding(
      'diet',
      'not kept',
      `Not ${diet}: ${names.join(', ')}.${unknown.length ? ` ${couldNotCheck(unknown)}` : ''}`,
      changeLine(`Make it ${diet}: replace `, foods),
      unknown,
    ),
    {
      code: 'diet not kept',
      diet,
      names: inLines,
      elsewhere: places.map(({ food, step }) => ({ food, step })),
      unchecked: unknown,
    },
  );
}

/** Where outside the list the term is written, or a food of it the list does not name. */
function avoidedOutsideTheList(
  outside: ReturnType<typeof outsideTheList>,
  text: ReturnType<typeof textReading> | null,
  term: string,
  read: AvoidTerm | null,
): { where: string; step: number | null }[] {
  const places = outside.flatMap(({ where, step, text: sentence, written }) =>
    findAvoidedTerms(written, [term]).length > 0 ||
    (text &&
      read &&
      sentence &&
      avoidVerdict(sentence, read, text.food, text.options).verdict === 'breaks')
      ? [{ where, step }]
      : [],
  );
  return places.filter((p, i) => places.findIndex((q) => q.where === p.where) === i);
}

type Mention = { term: string; lines: string[]; steps: (number | null)[] };

export function checkAvoid(
  reading: RecipeReading,
  terms: readonly string[],
  food: FoodTable | null = foodTableIfLoaded(),
): WishFinding {
  const lines = ingredientLines(reading);
  if (lines.length === 0 && reading.steps.length === 0)
    return withSaid(
      finding('avoid', 'unknown', 'No ingredient list or steps were found to check.'),
      { code: 'no list or steps' },
    );
  const mentions: Mention[] = [];
  const names: string[] = [];
  const unknown = new Set<string>();
  // A term that names no food and no allergen class the data knows ("nightshades") is never kept.
  const unread: string[] = [];
  const options = readingOptions(reading);
  // The text outside the list, read once for every term.
  const outside = outsideTheList(reading, food);
  const text = food ? textReading(reading, food) : null;
  for (const term of terms) {
    const read = food ? readTerm(term, food) : null;
    if (read && read.classes.length === 0 && read.entries.length === 0) unread.push(term);
    const verdicts = lines.map((line) => ({
      line,
      verdict: read ? avoidVerdict(line, read, food, options).verdict : 'unknown',
    }));
    const inLines = verdicts.filter((v) => v.verdict === 'breaks').map((v) => v.line);
    for (const v of verdicts) if (v.verdict === 'unknown') unknown.add(v.line);
    const inSteps = avoidedOutsideTheList(outside, text, term, read);
    if (inLines.length + inSteps.length === 0) continue;
    names.push(...inLines.map(shownName));
    mentions.push({ term, lines: inLines, steps: inSteps.map((p) => p.step) });
  }
  const notChecked = [...unknown].filter((line) => !names.includes(shownName(line)));
  const found = mentions.map((m) => m.term);
  const notRead = unread.filter((term) => !found.includes(term));
  const unreadWords = notRead.length
    ? ` Could not tell which foods ${and(notRead.map((t) => `“${t}”`))} ${notRead.length === 1 ? 'covers' : 'cover'}: check the ingredients yourself.`
    : '';
  if (found.length === 0) {
    if (!food && lines.length > 0)
      return withSaid(finding('avoid', 'unknown', NO_DATA), { code: 'no data' });
    if (notChecked.length > 0 || notRead.length > 0) {
      const words = notChecked.length ? couldNotCheck(notChecked) + unreadWords : unreadWords;
      return withSaid(finding('avoid', 'unknown', words.trim(), undefined, notChecked), {
        code: 'avoid unknown',
        unchecked: notChecked,
        unread: notRead,
      });
    }
    return withSaid(finding('avoid', 'kept', `No mention of ${and(terms)}.`), {
      code: 'avoid kept',
      terms: [...terms],
    });
  }
  return avoidNotKept(mentions, names, notChecked, notRead, unreadWords);
}

function avoidNotKept(
  mentions: Mention[],
  names: string[],
  notChecked: string[],
  notRead: string[],
  unreadWords: string,
): WishFinding {
  const found = mentions.map((m) => m.term);
  const change =
    names.length > 0
      ? changeLine(`Leave out ${and(found)}: replace `, [...new Set(names)])
      : `Leave out ${and(found)} in every step.`.slice(0, LIMITS.maxChangeLength);
  const said = mentions.map(({ term, lines: inLines, steps }) => {
    const places = steps.map((step) => (step === null ? 'the notes' : `step ${step}`));
    return `Mentions ${term}: ${[...inLines, ...places].join(', ')}.`;
  });
  const rest = notChecked.length ? ` ${couldNotCheck(notChecked)}` : '';
  return withSaid(
    finding('avoid', 'not kept', `${said.join(' ')}${rest}${unreadWords}`, change, notChecked),
    { code: 'avoid not kept', mentions, unchecked: notChecked, unread: notRead },
  );
}

/**
 * Kept only when every line is had (by the one "have" matcher, through the food table) or a
 * staple; a line it cannot identify, or one that may be an item ("1 red bell pepper" for a listed
 * "pepper"), makes it Unknown, never Kept (D14).
 */
export function checkOnlyWhatIHave(
  reading: RecipeReading,
  ingredients: readonly string[],
  food: FoodTable | null = foodTableIfLoaded(),
): WishFinding {
  const lines = ingredientLines(reading);
  if (lines.length === 0)
    return withSaid(finding('onlyWhatIHave', 'unknown', NO_LIST), { code: 'no list' });
  if (!food) return withSaid(finding('onlyWhatIHave', 'unknown', NO_DATA), { code: 'no data' });
  const groups = groupIngredients(lines, ingredients, food, readingOptions(reading));
  const unsure = [...groups.maybe.map((m) => m.line), ...groups.unidentified];
  const extras = groups.toBuy.filter((line) => !unsure.includes(line)).map(shownName);
  if (extras.length === 0 && unsure.length === 0)
    return withSaid(
      finding('onlyWhatIHave', 'kept', 'Uses only your ingredients and pantry staples.'),
      { code: 'have kept' },
    );
  if (extras.length === 0) {
    const names = unsure.map(shownName);
    return withSaid(
      finding(
        'onlyWhatIHave',
        'unknown',
        `Could not tell whether you have: ${names.join(', ')}. Check it yourself.`,
        undefined,
        unsure,
      ),
      { code: 'have unsure', names },
    );
  }
  const things = extras.length === 1 ? 'thing' : 'things';
  return withSaid(
    finding(
      'onlyWhatIHave',
      'not kept',
      `Uses ${extras.length} ${things} you don't have: ${extras.join(', ')}.`,
      changeLine('Use only my ingredients and pantry staples: leave out ', extras),
      unsure,
    ),
    { code: 'have extras', names: extras },
  );
}

/** The stated total, else prep + cook, else the sum of the steps' durations; undefined if none. */
export function readyInSeconds(reading: RecipeReading): number | undefined {
  return statedSeconds(reading) ?? stepsSeconds(reading);
}

function statedSeconds(reading: RecipeReading): number | undefined {
  const { totalSeconds, prepSeconds, cookSeconds } = reading.times;
  if (totalSeconds !== undefined) return totalSeconds;
  if (prepSeconds !== undefined || cookSeconds !== undefined)
    return (prepSeconds ?? 0) + (cookSeconds ?? 0);
  return undefined;
}

function stepsSeconds(reading: RecipeReading): number | undefined {
  const steps = reading.steps.reduce(
    (sum, step) => sum + step.durations.reduce((s, d) => s + d.seconds, 0),
    0,
  );
  return steps > 0 ? steps : undefined;
}

/** "1 minute", "20 minutes". */
const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

export function checkReadyIn(reading: RecipeReading, limitMinutes: number): WishFinding {
  const stated = statedSeconds(reading);
  const seconds = stated ?? stepsSeconds(reading);
  const limit = limitMinutes;
  if (seconds === undefined)
    return withSaid(finding('readyIn', 'unknown', 'The recipe does not say how long it takes.'), {
      code: 'time not stated',
    });
  const minutes = Math.max(1, Math.round(seconds / 60));
  // The steps' timers leave out the rest of the work: a lower bound, never enough to say kept.
  if (stated === undefined && seconds <= limit * 60)
    return withSaid(
      finding(
        'readyIn',
        'unknown',
        `The recipe does not say how long it takes; its timers alone add up to ${minutesText(minutes)}.`,
      ),
      { code: 'timers within', minutes },
    );
  // A stated time shorter than the timers it holds contradicts itself: not shown kept.
  const timerSeconds = stepsSeconds(reading) ?? 0;
  const timers = Math.round(timerSeconds / 60);
  if (seconds <= limit * 60 && timerSeconds > limit * 60)
    return withSaid(
      finding(
        'readyIn',
        'unknown',
        `The recipe says about ${minutesText(minutes)}, but its timers alone add up to ${timers}.`,
      ),
      { code: 'stated under timers', minutes, timers },
    );
  if (seconds <= limit * 60)
    return withSaid(
      finding('readyIn', 'kept', `About ${minutesText(minutes)}, within your ${limit}.`),
      {
        code: 'time within',
        minutes,
        limit,
      },
    );
  const about =
    stated === undefined
      ? `At least ${minutesText(minutes)} of timers alone`
      : `About ${minutesText(minutes)}`;
  return withSaid(
    finding(
      'readyIn',
      'not kept',
      `${about}, over your ${limit}.`,
      `Make it ready in ${limit} minutes or less, start to finish.`,
    ),
    { code: stated === undefined ? 'timers over' : 'time over', minutes, limit },
  );
}

export function checkServings(reading: RecipeReading, wanted: number): WishFinding {
  const stated = reading.servings;
  if (!stated)
    return withSaid(finding('servings', 'unknown', 'The recipe does not say how many it serves.'), {
      code: 'serves not stated',
    });
  const serves = stated.min === stated.max ? `${stated.min}` : `${stated.min}-${stated.max}`;
  if (stated.min <= wanted && wanted <= stated.max)
    return withSaid(finding('servings', 'kept', `Serves ${serves}, as you asked.`), {
      code: 'serves as asked',
      serves,
    });
  return withSaid(
    finding(
      'servings',
      'not kept',
      `Says it serves ${serves}; you asked for ${wanted}.`,
      `Make it for ${wanted} ${wanted === 1 ? 'serving' : 'servings'}.`,
    ),
    { code: 'serves other', serves, wanted },
  );
}

/** The wishes the visitor set, in the order the page lists them (cuisine is not checked). */
export function wishesSet(preferences: Preferences): WishName[] {
  const { diet, avoid, onlyWhatIHave, readyInMinutes, servings } = preferences;
  const set: [WishName, boolean][] = [
    ['diet', diet !== undefined],
    ['avoid', (avoid?.length ?? 0) > 0],
    ['onlyWhatIHave', onlyWhatIHave === true],
    ['readyIn', readyInMinutes !== undefined],
    ['servings', servings !== undefined],
  ];
  return set.filter(([, isSet]) => isSet).map(([wish]) => wish);
}

export function checkWishes(
  reading: RecipeReading,
  ingredients: readonly string[],
  preferences: Preferences,
  food: FoodTable | null = foodTableIfLoaded(),
): WishFinding[] {
  const p = preferences;
  const check: Record<WishName, () => WishFinding> = {
    diet: () => checkDiet(reading, p.diet!, food),
    avoid: () => checkAvoid(reading, p.avoid!, food),
    onlyWhatIHave: () => checkOnlyWhatIHave(reading, ingredients, food),
    readyIn: () => checkReadyIn(reading, p.readyInMinutes!),
    servings: () => checkServings(reading, p.servings!),
  };
  return wishesSet(p).map((wish) => check[wish]());
}
