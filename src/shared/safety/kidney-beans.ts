import { foodWords } from '../food/food-words';
import { PAGE_LANGUAGES } from '../languages';
import { allWords, phrasePattern } from '../lexicon/lexicon';
import { findDurations } from '../recipe/durations';
import type { RecipeReading } from '../recipe/reading';
import knowledge from './knowledge/kidney-beans.json';
import { KIDNEY_BEAN_BOIL_SECONDS } from './minimums';

/**
 * Dried red kidney beans cooked in a slow cooker without a hard boil of 10 minutes (FDA Bad Bug
 * Book; UK FSA). Only dried beans the list names as such, or soaked: canned beans are cooked.
 */

const fold = (text: string) => ` ${foodWords(text).join(' ')} `;

/** Folded words and phrases, as one pattern a folded text (spaces around) is tested with. */
const phrases = (list: readonly string[]) =>
  new RegExp(` (?:${phrasePattern(list.map((w) => foodWords(w).join(' ')))}) `);

/** Red kidney beans, by name (knowledge/kidney-beans.json). */
const KIDNEY = phrases(PAGE_LANGUAGES.flatMap((l) => knowledge.names[l]));
/** Bought ready: canned or jarred, cooked, drained. */
const CANNED = phrases([...allWords('canned'), ...allWords('cooked'), ...allWords('drained')]);
const DRIED = phrases(allWords('dried'));
const SOAK = phrases(allWords('soak'));
const SLOW_COOKER = phrases(allWords('slowCooker'));
const BOIL = phrases(allWords('boil'));

export type KidneyBeanVerdict =
  | { verdict: 'not boiled' | 'boiled too briefly'; step: number | null; line: string }
  | { verdict: 'boil not timed'; step: number | null; line: string }
  | null;

function sentencesOf(reading: RecipeReading) {
  const places = [
    ...reading.steps.map((step, i) => ({ step: i as number | null, text: step.text })),
    ...(reading.notes ?? []).map((text) => ({ step: null as number | null, text })),
  ];
  return places.flatMap(({ step, text }) =>
    text
      .split(/(?<=[.!?;])\s+|\n+/)
      .map((sentence) => ({ step, sentence, folded: fold(sentence) })),
  );
}

export function checkKidneyBeans(reading: RecipeReading): KidneyBeanVerdict {
  const lines = reading.ingredients.flatMap((g) => g.lines.map((l) => l.text));
  const sentences = sentencesOf(reading);
  const soaked = sentences.some((s) => SOAK.test(s.folded));
  const line = lines.find((l) => {
    const f = fold(l);
    return KIDNEY.test(f) && !CANNED.test(f) && (DRIED.test(f) || SOAK.test(f) || soaked);
  });
  if (!line) return null;
  const slow = sentences.find((s) => SLOW_COOKER.test(s.folded));
  if (!slow && !SLOW_COOKER.test(fold(reading.title ?? ''))) return null;
  const step = slow?.step ?? null;
  // A boil said where the slow cooker is named is the slow cooker's ("8 Stunden kochen").
  const boils = sentences.filter((s) => BOIL.test(s.folded) && !SLOW_COOKER.test(s.folded));
  if (boils.length === 0) return { verdict: 'not boiled', step, line };
  const timed = boils.flatMap((s) => findDurations(s.sentence).map((d) => d.seconds));
  if (timed.some((seconds) => seconds >= KIDNEY_BEAN_BOIL_SECONDS)) return null;
  return timed.length > 0
    ? { verdict: 'boiled too briefly', step, line }
    : { verdict: 'boil not timed', step, line };
}
