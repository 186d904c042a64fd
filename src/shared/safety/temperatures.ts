/**
 * Temperatures in a recipe's text, in the seven languages the reader reads: "75 °C", "165°F",
 * "350 degrees", "60 Grad", "74 degrés", ranges "130-135°F", both units side by side
 * ("165°F (74°C)", "180 °C / 350 °F"). Hand-written, in the style of ../recipe/durations.ts: no
 * maintained library reads recipes' loose wording of temperatures.
 */

import { PAGE_LANGUAGES } from '../languages';
import { allWords, everyLexicon, LEXICONS, phraseKey, phrasePattern } from '../lexicon/lexicon';

export type Scale = 'C' | 'F';

export interface Degrees {
  /** The lower and upper ends as written ("130-135°F": 130 and 135); equal for one figure. */
  low: number;
  high: number;
  /** Null for a bare "75°" or "75 degrees": either scale may be meant. */
  scale: Scale | null;
}

export interface Temperature {
  start: number;
  end: number;
  /** As written: "165°F (74°C)". */
  text: string;
  /** One reading, or two when both scales are written side by side. */
  values: Degrees[];
}

const NUMBER = String.raw`\d{1,3}(?:[.,]\d)?`;
/** Each lexicon's words for a degree ("degrees", "Grad", "grados"), as written: no sign. */
const DEGREE_WORDS = everyLexicon((l) => l.temperature.degrees).filter((w) => /^\p{L}+$/u.test(w));
/** The scales' names ("Celsius", "Fahrenheit", "centígrados"). */
const SCALE_WORDS = everyLexicon((l) => l.temperature.scales);
const UNIT_WORDS = phrasePattern([...DEGREE_WORDS, ...SCALE_WORDS], { accents: true });
const SCALES = phrasePattern(SCALE_WORDS, { accents: true });
// "°C", "º F", "°Celsius", "° " alone, "degrees F", "Grad Celsius", "165F".
const UNIT = String.raw`(?:\s?[°º˚]\s?(?:(?:C|F)(?:elsius|ahrenheit)?(?![\p{L}]))?|\s?(?:${UNIT_WORDS})(?:\s+(?:${SCALES}|C|F)(?![\p{L}]))?(?![\p{L}])|\s?[CF](?![\p{L}\d]))`;
/** What joins a range's two ends: a dash, or each lexicon's "to", "or" and "and" ("bis", "ou", "en"). */
const JOIN = String.raw`(?:\s*[-–—]\s*|\s+(?:${phrasePattern([...allWords('to'), ...allWords('or'), ...allWords('and')])})\s+)`;
const ONE = String.raw`(?<![\d.,\p{L}])(${NUMBER})(${UNIT})?(?:${JOIN}(${NUMBER}))?(${UNIT})`;
const TEMPERATURE = new RegExp(ONE, 'giu');
// The second scale restated: "165°F (74°C)", "180 °C / 350 °F", "74 °C or 165 °F".
const RESTATED = new RegExp(
  String.raw`\s*(?:\(\s*|/\s*|,\s*|(?:${phrasePattern(allWords('or'))})\s+)?${ONE}\s*\)?`,
  'iuy',
);
/** Degrees in German, French, Spanish, Italian, Portuguese and Dutch are Celsius. */
const CELSIUS_DEGREES = new Set(
  PAGE_LANGUAGES.filter((language) => language !== 'en').flatMap((language) =>
    LEXICONS[language].temperature.degrees.map(phraseKey),
  ),
);
/** The scales' names but Fahrenheit's, whose "f" is read first. */
const CELSIUS_NAMES = new Set(SCALE_WORDS.map(phraseKey));

function scaleOf(unit: string | undefined): Scale | null {
  if (!unit) return null;
  const u = unit.trim().toLowerCase();
  if (/f(?:ahrenheit)?$/.test(u)) return 'F';
  if (CELSIUS_DEGREES.has(phraseKey(u))) return 'C';
  const last =
    phraseKey(u)
      .split(/[\s°º˚]+/)
      .at(-1) ?? '';
  if (/c$/.test(u) || CELSIUS_NAMES.has(last)) return 'C';
  return null;
}

const value = (text: string) => Number(text.replace(',', '.'));

function degreesOf(match: RegExpExecArray): Degrees | null {
  const [, first = '', firstUnit, second, unit] = match;
  const scale = scaleOf(unit) ?? scaleOf(firstUnit);
  const a = value(first);
  const b = second === undefined ? a : value(second);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  // A bare number before a bare unit needs the degree sign or word: "2 C" is no temperature.
  if (!/[°º˚]|\p{L}{2}/u.test(unit ?? '') && a < 20) return null;
  return { low: Math.min(a, b), high: Math.max(a, b), scale };
}

export function findTemperatures(text: string): Temperature[] {
  const found: Temperature[] = [];
  TEMPERATURE.lastIndex = 0;
  for (let match = TEMPERATURE.exec(text); match; match = TEMPERATURE.exec(text)) {
    const degrees = degreesOf(match);
    if (!degrees) continue;
    let end = match.index + match[0].length;
    const values = [degrees];
    RESTATED.lastIndex = end;
    const again = RESTATED.exec(text);
    const other = again && degreesOf(again);
    if (again && other && other.scale && degrees.scale && other.scale !== degrees.scale) {
      values.push(other);
      end = RESTATED.lastIndex;
      TEMPERATURE.lastIndex = end;
    }
    let written = text.slice(match.index, end).trimEnd();
    // A closing bracket read after a restated scale belongs to a bracket opened before it.
    if (written.endsWith(')') && !written.includes('(')) written = written.slice(0, -1).trimEnd();
    found.push({ start: match.index, end, text: written, values });
  }
  return found;
}

export const toCelsius = (degrees: number, scale: Scale) =>
  scale === 'C' ? degrees : (degrees - 32) / 1.8;
