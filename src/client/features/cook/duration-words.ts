import { formatDuration } from '../../../shared/recipe/durations';

const UNITS = [
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

/** One set of formatters per language, not one per timer button and render. */
const FORMATS = new Map<string, Intl.NumberFormat[]>();
function unitFormats(locale: string): Intl.NumberFormat[] {
  let formats = FORMATS.get(locale);
  if (!formats) {
    formats = UNITS.map(
      ([unit]) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }),
    );
    FORMATS.set(locale, formats);
  }
  return formats;
}

/**
 * A timer's length in the page's language, by Intl: "30 Sek.", "1 Std. 30 Min.", "30 s". English
 * keeps the reader's own label ("30 sec", "1 h 30 min"), the words the spec's alarm uses.
 * Intl.DurationFormat would join the parts itself, but Node 20 and older browsers lack it.
 */
export function durationWords(totalSeconds: number, locale: string): string {
  if (locale === 'en') return formatDuration(totalSeconds);
  const formats = unitFormats(locale);
  let rest = Math.round(totalSeconds);
  const parts: string[] = [];
  UNITS.forEach(([, size], index) => {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(formats[index]!.format(count));
  });
  return parts.join(' ') || (formats[2]?.format(0) ?? '0');
}
