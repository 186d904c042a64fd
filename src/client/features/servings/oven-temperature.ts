import type { UnitsChoice } from './units';

/** "350°F", "350 °F", "350 degrees F", "180ºC", "200 degrees Celsius". */
const DEGREES = String.raw`(\d{2,3})\s?(?:°|º|degrees?\s?)\s?(F|C)(?:ahrenheit|elsius)?\b`;
const TEMPERATURE = new RegExp(`${DEGREES}(?:\\s*\\(${DEGREES}\\))?`, 'giu');

/** The pairs oven charts print (400°F is 200°C, not 205°C); others round to 5 °C or 25 °F. */
const OVEN_CHART: readonly (readonly [number, number])[] = [
  [250, 120],
  [275, 140],
  [300, 150],
  [325, 160],
  [350, 175],
  [375, 190],
  [400, 200],
  [425, 220],
  [450, 230],
  [475, 240],
  [500, 260],
];

function convert(value: number, from: 'F' | 'C'): number {
  if (from === 'F') {
    const pair = OVEN_CHART.find(([f]) => f === value);
    return pair ? pair[1] : Math.round((value - 32) / 1.8 / 5) * 5;
  }
  const pair = OVEN_CHART.find(([, c]) => c === value);
  return pair ? pair[0] : Math.round((value * 1.8 + 32) / 25) * 25;
}

function scaleOf(letter: string): 'F' | 'C' {
  return letter.toUpperCase() === 'F' ? 'F' : 'C';
}

/**
 * Oven temperatures in a step, in the chosen system: "350°F" → "175°C" in Metric. A pair such as
 * "350°F (175°C)" keeps both, the chosen one first. As written leaves the text alone.
 */
export function convertTemperatures(text: string, units: UnitsChoice): string {
  if (units === 'as-written') return text;
  const target = units === 'metric' ? 'C' : 'F';
  return text.replace(
    TEMPERATURE,
    (whole, value: string, letter: string, value2?: string, letter2?: string) => {
      const first = { value: Number(value), scale: scaleOf(letter) };
      const second = value2 && letter2 ? { value: Number(value2), scale: scaleOf(letter2) } : null;
      if (second) {
        const [chosen, other] = first.scale === target ? [first, second] : [second, first];
        if (chosen.scale !== target) return whole;
        return `${chosen.value}°${chosen.scale} (${other.value}°${other.scale})`;
      }
      if (first.scale === target) return whole;
      return `${convert(first.value, first.scale)}°${target}`;
    },
  );
}
