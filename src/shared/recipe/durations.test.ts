import { describe, expect, it } from 'vitest';
import { findDurations, formatDuration, parseDuration } from './durations';
import { LANGUAGE_PHRASES, PHRASES } from './fixtures/durations';

const HOUR = 3600;

const TABLE = PHRASES;

describe('parseDuration', () => {
  it.each(TABLE)('%j → %s seconds', (phrase, seconds) => {
    expect(parseDuration(phrase)).toBe(seconds);
  });

  it('holds its 77 phrases (fixtures/durations.txt), 23 of them no duration', () => {
    expect(TABLE.length).toBe(77);
    expect(TABLE.filter(([, seconds]) => seconds === null).length).toBe(23);
  });
});

describe('findDurations', () => {
  it('finds each duration in a step, in order, with a short label and where it stands', () => {
    expect(findDurations('Fry 10 minutes, then rest 1½ hours and stir for 30 seconds.')).toEqual([
      { seconds: 600, label: '10 min', start: 4, end: 14 },
      { seconds: 5400, label: '1 h 30 min', start: 26, end: 34 },
      { seconds: 30, label: '30 sec', start: 48, end: 58 },
    ]);
  });

  it('reads a time restated in brackets as one timer', () => {
    expect(findDurations('Simmer 1 hour (60 minutes), stirring.')).toHaveLength(1);
  });

  it('keeps the timers of a step and leaves its interval out', () => {
    const text = 'Simmer for 20 minutes, stirring every 30 seconds, then another minute.';
    expect(findDurations(text).map((d) => d.label)).toEqual(['20 min', '1 min']);
  });

  it('reads a range in words as one duration', () => {
    const text = 'Chill at least 2 hours, or overnight.';
    expect(findDurations(text)).toEqual([{ seconds: 8 * HOUR, label: '8 h', start: 15, end: 36 }]);
  });

  it('reads an alternative offered further on in the sentence as the same timer', () => {
    const fridge = 'Rest the dough for at least 6 hours in a cool place (or overnight if you can).';
    expect(findDurations(fridge).map((d) => d.label)).toEqual(['8 h']);
    const preferably = 'Leave it to set for at least 3 hours, but preferably overnight.';
    expect(findDurations(preferably).map((d) => d.label)).toEqual(['8 h']);
    // Two timers a cook sets one after the other stay two.
    const then = 'Bake 25 minutes or until puffed, then cool for 10 minutes.';
    expect(findDurations(then).map((d) => d.label)).toEqual(['25 min', '10 min']);
    const each = 'Toast 2 minutes per side, or 3 minutes if thick.';
    expect(findDurations(each).map((d) => d.label)).toEqual(['2 min', '3 min']);
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

describe('findDurations: the seven languages', () => {
  const table = LANGUAGE_PHRASES;
  it.each(table)('%s: %s', (_language, text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  // Read on the text in lower case, not with the `i` flag: capitals change nothing.
  it.each([...PHRASES.map(([text]) => text), ...table.map(([, text]) => text)])(
    'reads %j the same in capitals and in lower case',
    (text) => {
      const found = findDurations(text);
      expect(findDurations(text.toUpperCase())).toEqual(found);
      expect(findDurations(text.toLowerCase())).toEqual(found);
    },
  );

  it('reads no interval and no stray word as a timer', () => {
    expect(findDurations('Alle 5 Minuten umrühren.')).toEqual([]);
    expect(findDurations('Remuer toutes les 5 minutes.')).toEqual([]);
    expect(findDurations('Remover cada 5 minutos.')).toEqual([]);
    expect(findDurations('Mescolare ogni 5 minuti.')).toEqual([]);
    expect(findDurations('Ora aggiungere 2 uova.')).toEqual([]);
    expect(findDurations('Ah, and then serve.')).toEqual([]);
  });
});
