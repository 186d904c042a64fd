import { foodWords } from '../food/food-words';
import { everyLexicon, type Lexicon } from '../lexicon/lexicon';
import { findTemperatures, toCelsius, type Degrees, type Temperature } from './temperatures';

/**
 * Which temperatures of a sentence are a food's doneness (its core), told from an oven's, an
 * oil's, a water bath's or a syrup's by the words around it, in the seven languages (each
 * lexicon's `temperature` words). What the words do not tell is no doneness: the check then claims nothing (decisions D14).
 */

/** Each lexicon's words around a temperature (`temperature`), as `foodWords` writes them. */
const words = (pick: (lexicon: Lexicon) => readonly string[]) =>
  new Set(everyLexicon(pick).flatMap((w) => foodWords(w)));

/** Said of the inside of a food: "internal", "Kerntemperatur", "à cœur", "al cuore", "interna". */
const CORE = words((l) => l.temperature.core);
/** A doneness aimed at: "until", "reaches", "to", in each language. */
const AIM = words((l) => l.temperature.aim);
/** What else is heated to a temperature: ovens, oil, water baths, syrups, milk, doughs. */
const MEDIUM = words((l) => l.temperature.medium);
/** A temperature that is a setting: "at 60 °C", "bei 80 Grad", "à 90 °C". */
const SETTING = words((l) => l.temperature.setting);
/** Cold, kept warm or rested: no doneness. */
const NOT_DONENESS = words((l) => l.temperature.cold);

export interface Doneness {
  temperature: Temperature;
  /** Where it stands in the sentence. */
  start: number;
  end: number;
}

function lastIndex(list: readonly string[], set: ReadonlySet<string>): number {
  for (let i = list.length - 1; i >= 0; i--) if (set.has(list[i]!)) return i;
  return -1;
}

/** The highest reading in °C; a bare "165°" is Fahrenheit above 100 (no core is that hot). */
export function celsiusOf(values: readonly Degrees[], end: 'low' | 'high'): number {
  const each = values.map((v) => {
    const scale = v.scale ?? (v[end] > 100 ? 'F' : 'C');
    return toCelsius(v[end], scale);
  });
  return end === 'high' ? Math.max(...each) : Math.min(...each);
}

function isDoneness(before: string[], after: string[], celsius: number): boolean {
  if ([...before.slice(-8), ...after].some((w) => NOT_DONENESS.has(w))) return false;
  // No food's core is below 40 °C when done, nor at 100 °C or above.
  if (celsius < 40 || celsius >= 100) return false;
  if (after.slice(0, 3).some((w) => CORE.has(w))) return true;
  if (after.slice(0, 2).some((w) => MEDIUM.has(w))) return false;
  const core = lastIndex(before, CORE);
  const medium = lastIndex(before, MEDIUM);
  if (medium > core) return false;
  if (core >= 0) return true;
  // "to at least 74 °C", "supérieure à 165 °F": aimed at, though a setting's word is last.
  if (lastIndex(before.slice(-3), AIM) >= 0) return true;
  if (SETTING.has(before[before.length - 1] ?? '')) return false;
  return lastIndex(before.slice(-4), AIM) >= 0;
}

/** The temperatures in a sentence that state a food's doneness. */
export function findDoneness(sentence: string): Doneness[] {
  const temperatures = findTemperatures(sentence);
  return temperatures.flatMap((temperature, i) => {
    const from = temperatures[i - 1]?.end ?? 0;
    const to = temperatures[i + 1]?.start ?? sentence.length;
    const before = foodWords(sentence.slice(from, temperature.start));
    const after = foodWords(sentence.slice(temperature.end, to)).slice(0, 6);
    const celsius = celsiusOf(temperature.values, 'low');
    return isDoneness(before, after, celsius)
      ? [{ temperature, start: temperature.start, end: temperature.end }]
      : [];
  });
}
