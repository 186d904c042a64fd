import { foodTableIfLoaded, type FoodTable } from '../food/food-table';
import { foodWords } from '../food/food-words';
import { PAGE_LANGUAGES } from '../languages';
import { allWords } from '../lexicon/lexicon';
import type { RecipeReading } from '../recipe/reading';
import { recipeLanguage, type RecipeLanguage } from '../recipe/recipe-language';
import { donenessChange, kidneyBeansChange } from './change-lines';
import { celsiusOf, findDoneness } from './doneness';
import { findFoods, wordsOf, type FoodMention } from './foods';
import { checkKidneyBeans } from './kidney-beans';
import stuffing from './knowledge/stuffing.json';
import { KIDNEY_BEAN_SOURCE, MINIMUMS, type SafetyKind } from './minimums';
import type { Degrees, Temperature } from './temperatures';

/**
 * A recipe's doneness checked against the food-safety minimums (decisions D18). It says `Not safe`
 * only where it read a high-risk food taken below its published minimum, or dried kidney beans
 * slow-cooked with no hard boil; a note for whole cuts and fish served below the guidance; a
 * suggestion where a high-risk food's doneness is not stated. It never says a recipe is safe,
 * and where it cannot tell which food a temperature is for, it claims nothing (D14).
 */

export type SafetyStatus = 'not safe' | 'note' | 'suggestion';

/**
 * What a finding says, as a code the page words in its own language (with the minimum of the
 * finding's kind, MINIMUMS): a stated doneness below the safe minimum, below USDA's but above UK
 * FSA's, below the guidance for a whole cut or fish; a doneness not stated; dried kidney beans
 * slow-cooked never boiled, boiled too briefly, or with no boil stated.
 */
export type SafetyCode =
  | 'below safe'
  | 'below usda'
  | 'below guidance'
  | 'not stated'
  | 'beans never boiled'
  | 'beans boiled briefly'
  | 'beans boil not stated';

export interface SafetyFinding {
  status: SafetyStatus;
  code: SafetyCode;
  /** The kind of food, for its minimum; null for dried kidney beans. */
  kind: SafetyKind | null;
  /** The food as the recipe names it; empty for dried kidney beans (the page names them). */
  food: string;
  /** The doneness as the recipe writes it ("60 °C", "135°F (57°C)"), where one was stated. */
  stated?: string;
  /** The change a Fix or an Add sends, in the recipe's language. */
  change?: string;
  /** The step it concerns (0-based), for cook mode; null for the recipe as a whole. */
  step: number | null;
  source: string;
}

interface Stated {
  kind: SafetyKind;
  food: string;
  temperature: Temperature;
  step: number | null;
}

const SEVERITY = { none: 0, note: 1, 'not safe': 2 } as const;
type Severity = keyof typeof SEVERITY;

/** Every reading below the threshold, each in its own scale ("165°F (74°C)" is not below 74). */
function below(values: readonly Degrees[], threshold: { celsius: number; fahrenheit: number }) {
  return values.every((v) => {
    if (v.scale === 'F' || (v.scale === null && v.high > 100)) return v.high < threshold.fahrenheit;
    return v.high < threshold.celsius;
  });
}

function severity(kind: SafetyKind, values: readonly Degrees[]): Severity {
  const m = MINIMUMS[kind];
  if (m.highRisk && m.notSafeBelow && below(values, m.notSafeBelow)) return 'not safe';
  return below(values, m) ? 'note' : 'none';
}

const folded = (list: readonly string[]) => list.flatMap((w) => foodWords(w));
/** Stuffing, by name (knowledge/stuffing.json). */
const STUFFING = new Set(PAGE_LANGUAGES.flatMap((l) => stuffing.names[l]));
const LEFTOVERS = new Set(folded(allWords('leftovers')));
const REHEAT = new Set(folded(allWords('reheat')));

/** Stuffing in a bird, and reheated leftovers: told from a sentence's words. */
function otherFoods(sentence: string, hasBird: boolean): FoodMention[] {
  const words = wordsOf(sentence);
  const reheat = words.some((w) => REHEAT.has(w.word));
  return words.flatMap((w): FoodMention[] => {
    const text = sentence.slice(w.start, w.end);
    if (hasBird && STUFFING.has(w.word))
      return [{ kind: 'stuffing', text, start: w.start, end: w.end }];
    if (reheat && LEFTOVERS.has(w.word)) {
      // "leftover chili": the word after names what is left over.
      const next = words[words.indexOf(w) + 1];
      const end = next && /^\s*$/.test(sentence.slice(w.end, next.start)) ? next.end : w.end;
      return [{ kind: 'leftovers', text: sentence.slice(w.start, end), start: w.start, end }];
    }
    return [];
  });
}

interface Context {
  /**
   * The foods a text names, each text read once. The food data (the slow part) reads only the
   * ingredient lines and the sentences that state a doneness; the steps' other words, the
   * decided words alone.
   */
  foods: (text: string, withData?: boolean) => FoodMention[];
  listFoods: FoodMention[];
  hasBird: boolean;
}

function byKind(foods: readonly FoodMention[]): FoodMention[] {
  return [...new Map(foods.map((f) => [f.kind, f])).values()];
}

/** The foods a doneness may be for: the nearest in its sentence, else the step's, else the list's. */
function candidates(
  sentenceFoods: readonly FoodMention[],
  at: { start: number; end: number },
  stepFoods: readonly FoodMention[],
  listFoods: readonly FoodMention[],
): FoodMention[] {
  const before = sentenceFoods.filter((f) => f.end <= at.start).at(-1);
  if (before) return [before];
  const after = sentenceFoods.find((f) => f.start >= at.end);
  if (after) return [after];
  return byKind(stepFoods.length > 0 ? stepFoods : listFoods);
}

/** The doneness stated for each food; where the food cannot be told, the mildest reading. */
function statedDoneness(reading: RecipeReading, context: Context): Stated[] {
  const places = [
    ...reading.steps.map((s, i) => ({ step: i as number | null, text: s.text })),
    ...(reading.notes ?? []).map((text) => ({ step: null as number | null, text })),
  ];
  return places.flatMap(({ step, text }) => {
    const stepFoods = context.foods(text);
    return text.split(/(?<=[.!?;])\s+|\n+/).flatMap((sentence) => {
      const found = findDoneness(sentence);
      if (found.length === 0) return [];
      const sentenceFoods = [
        ...context.foods(sentence, true),
        ...otherFoods(sentence, context.hasBird),
      ].sort((a, b) => a.start - b.start);
      return found.flatMap((d) => {
        const options = candidates(sentenceFoods, d, stepFoods, context.listFoods);
        const mildest = options
          .map((f) => ({ f, s: SEVERITY[severity(f.kind, d.temperature.values)] }))
          .sort((a, b) => a.s - b.s)[0];
        return mildest
          ? [{ kind: mildest.f.kind, food: mildest.f.text, temperature: d.temperature, step }]
          : [];
      });
    });
  });
}

function statedCode(kind: SafetyKind, level: Severity): SafetyCode {
  if (level === 'not safe') return 'below safe';
  return MINIMUMS[kind].highRisk ? 'below usda' : 'below guidance';
}

/** For each kind of food, the highest doneness stated (a rest that carries it over counts). */
function highest(stated: readonly Stated[]): Stated[] {
  const top = new Map<SafetyKind, Stated>();
  for (const s of stated) {
    const current = top.get(s.kind);
    const c = (t: Temperature) => celsiusOf(t.values, 'high');
    if (!current || c(s.temperature) > c(current.temperature)) top.set(s.kind, s);
  }
  return [...top.values()];
}

/** Bought cooked, smoked or left over: the recipe only warms it. */
const READY = new Set(
  folded([...allWords('cooked'), ...allWords('smoked'), ...allWords('leftovers')]),
);
const SUGGESTED: readonly SafetyKind[] = ['poultry', 'minced poultry', 'minced'];

function lastStepNaming(reading: RecipeReading, kind: SafetyKind, context: Context) {
  const at = reading.steps
    .map((s, i) => ({ i, foods: context.foods(s.text) }))
    .filter(({ foods }) => foods.some((f) => f.kind === kind))
    .at(-1);
  return at?.i ?? null;
}

function suggestions(
  reading: RecipeReading,
  context: Context,
  stated: readonly Stated[],
  language: RecipeLanguage,
): SafetyFinding[] {
  const lines = reading.ingredients.flatMap((g) => g.lines.map((l) => l.text));
  const raw = lines
    .filter((line) => !foodWords(line).some((w) => READY.has(w)))
    .flatMap((line) => context.foods(line, true));
  const inSteps = reading.steps.flatMap((s) => context.foods(s.text));
  // Without a list, the steps say which foods are cooked.
  const present = lines.length > 0 ? raw : inSteps;
  const statedKinds = new Set(stated.map((s) => s.kind));
  return byKind(present)
    .filter((f) => SUGGESTED.includes(f.kind) && !statedKinds.has(f.kind))
    .map((f) => {
      return {
        status: 'suggestion' as const,
        code: 'not stated' as const,
        kind: f.kind,
        food: f.text,
        change: donenessChange(f.kind, f.text, language),
        step: lastStepNaming(reading, f.kind, context),
        source: MINIMUMS[f.kind].source,
      };
    });
}

function kidneyBeans(reading: RecipeReading, language: RecipeLanguage): SafetyFinding[] {
  const found = checkKidneyBeans(reading);
  if (!found) return [];
  const common = {
    kind: null,
    food: '',
    change: kidneyBeansChange(language),
    step: found.step,
    source: KIDNEY_BEAN_SOURCE,
  };
  if (found.verdict === 'not boiled')
    return [{ status: 'not safe', code: 'beans never boiled', ...common }];
  if (found.verdict === 'boiled too briefly')
    return [{ status: 'not safe', code: 'beans boiled briefly', ...common }];
  return [{ status: 'note', code: 'beans boil not stated', ...common }];
}

function recipeText(reading: RecipeReading): string {
  const lines = reading.ingredients.flatMap((g) => g.lines.map((l) => l.text));
  return [reading.title ?? '', ...lines, ...reading.steps.map((s) => s.text)].join('\n');
}

const ORDER: Record<SafetyStatus, number> = { 'not safe': 0, note: 1, suggestion: 2 };

export function checkSafety(
  reading: RecipeReading,
  table: FoodTable | null = foodTableIfLoaded(),
): SafetyFinding[] {
  const language = reading.language ?? recipeLanguage(recipeText(reading)) ?? undefined;
  const lines = reading.ingredients.flatMap((g) => g.lines.map((l) => l.text));
  const read = new Map<string, FoodMention[]>();
  const foods = (text: string, withData = false) => {
    const key = `${withData ? 1 : 0}${text}`;
    let found = read.get(key);
    if (!found) read.set(key, (found = findFoods(text, withData ? table : null, language)));
    return found;
  };
  const listFoods = lines.flatMap((line) => foods(line, true));
  const texts = [reading.title ?? '', ...reading.steps.map((s) => s.text)];
  const hasBird = [...listFoods, ...texts.flatMap((t) => foods(t))].some(
    (f) => f.kind === 'poultry',
  );
  const context: Context = { foods, listFoods, hasBird };
  const stated = statedDoneness(reading, context);
  const said = language ?? 'en';
  const fromStated = highest(stated).flatMap((s): SafetyFinding[] => {
    const level = severity(s.kind, s.temperature.values);
    if (level === 'none') return [];
    return [
      {
        status: level,
        code: statedCode(s.kind, level),
        kind: s.kind,
        food: s.food,
        stated: s.temperature.text,
        ...(MINIMUMS[s.kind].highRisk && { change: donenessChange(s.kind, s.food, said) }),
        step: s.step,
        source: MINIMUMS[s.kind].source,
      },
    ];
  });
  return [
    ...fromStated,
    ...kidneyBeans(reading, said),
    ...suggestions(reading, context, stated, said),
  ].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
}
