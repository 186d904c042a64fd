import { describe, expect, it } from 'vitest';
import { findDurations, formatDuration, parseDuration } from './durations';

const MIN = 60;
const HOUR = 3600;

const TABLE: [string, number | null][] = [
  ['10 minutes', 10 * MIN],
  ['Simmer for 3–4 minutes, stirring', 4 * MIN],
  ['cook 3-4 minutes', 4 * MIN],
  ['bake 10—12 minutes', 12 * MIN],
  ['4 to 5 minutes', 5 * MIN],
  ['3 or 4 minutes per side', 4 * MIN],
  ['1 hour', HOUR],
  ['1½ hours', 1.5 * HOUR],
  ['1 ½ hours', 1.5 * HOUR],
  ['1 1/2 hours', 1.5 * HOUR],
  ['1.5 hours', 1.5 * HOUR],
  ['1,5 hours', 1.5 * HOUR],
  ['¾ hour', 0.75 * HOUR],
  ['30 seconds', 30],
  ['45 secs', 45],
  ['an hour', HOUR],
  ['a minute', MIN],
  ['one minute', MIN],
  ['ten minutes', 10 * MIN],
  ['forty-five minutes', 45 * MIN],
  ['half an hour', 0.5 * HOUR],
  ['an hour and a half', 1.5 * HOUR],
  ['Let it rest for a 5-minute break', 5 * MIN],
  ['20 mins', 20 * MIN],
  ['2 hrs', 2 * HOUR],
  ['1h', HOUR],
  ['2-3 hrs', 3 * HOUR],
  ['1 hour 30 minutes', 1.5 * HOUR],
  ['1 hour and 15 minutes', HOUR + 15 * MIN],
  ['about 8 hours or overnight', 8 * HOUR],
  ['In 2 MINUTES', 2 * MIN],
  ['2 eggs', null],
  ['350 degrees', null],
  ['Preheat the oven to 200°C (400°F).', null],
  ['2 cups of rice', null],
  ['3 tbsp soy sauce', null],
  ['a few minutes', null],
  ['several hours', null],
  ['until golden', null],
  ['Serves 4', null],
  ['0 minutes', null],
  ['minutes', null],
  ['30 cm tin', null],
  ['Season to taste; 10/12 people', null],
  ['the dominutes', null],
];

describe('parseDuration', () => {
  it.each(TABLE)('%j → %s seconds', (phrase, seconds) => {
    expect(parseDuration(phrase)).toBe(seconds);
  });

  it('has a table of at least 30 phrases, with some that are not durations', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
    expect(TABLE.filter(([, seconds]) => seconds === null).length).toBeGreaterThanOrEqual(10);
  });
});

describe('findDurations', () => {
  it('finds each duration in a step, in order, with a short label', () => {
    expect(findDurations('Fry 10 minutes, then rest 1½ hours and stir for 30 seconds.')).toEqual([
      { seconds: 600, label: '10 min' },
      { seconds: 5400, label: '1 h 30 min' },
      { seconds: 30, label: '30 sec' },
    ]);
  });

  it('is the same on every call (no state kept between calls)', () => {
    const text = 'Boil 3 minutes. Steam 2 minutes.';
    expect(findDurations(text)).toEqual(findDurations(text));
    expect(findDurations(text)).toHaveLength(2);
  });

  it('formats durations for the timer', () => {
    expect(formatDuration(90)).toBe('1 min 30 sec');
    expect(formatDuration(7200)).toBe('2 h');
  });
});
