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
  ['Cover and chill for at least 2 hours, or overnight.', 8 * HOUR],
  ['Soak the beans overnight.', 8 * HOUR],
  ['Marinate 4 hours (or overnight)', 8 * HOUR],
  ['Cook for another minute.', MIN],
  ['Stir for a minute, then serve.', MIN],
  ['Cook another 2 minutes', 2 * MIN],
  ['Cook 2 more minutes', 2 * MIN],
  ['bake 5 to 10 more minutes', 10 * MIN],
  ['for an hour or two', 2 * HOUR],
  ['twenty-five minutes', 25 * MIN],
  ['thirty five minutes', 35 * MIN],
  ['eighteen minutes', 18 * MIN],
  ['one and a half hours', 1.5 * HOUR],
  ['Chill overnight (8-12 hours)', 8 * HOUR],
  ['Sear 3 minutes per side (6 minutes in all)', 3 * MIN],
  ['Simmer 1 hour (60 minutes), stirring', HOUR],
  ['simmer a further 5 minutes', 5 * MIN],
  ['a minute or two', 2 * MIN],
  ['a couple of minutes', 2 * MIN],
  ['Bake 1.5 to 2 hours', 2 * HOUR],
  ['Braise for about 30 minutes to an hour', HOUR],
  ['rest 45 minutes - 1 hour', HOUR],
  ['1 hour to 1 hour 30 minutes', 1.5 * HOUR],
  ['stirring every 30 seconds', null],
  ['stir every 5 to 10 minutes', null],
  ['Microwave in 30-second bursts', null],
  ['Blend 10 seconds at a time', null],
  ['stirring every other minute', null],
  ['Bake at 180°C / 350°F', null],
  ['Add 500 ml stock', null],
  ['Servings: 4-6', null],
  ['12 cookies', null],
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
  const table: [string, string, number][] = [
    ['de', '15 Minuten köcheln lassen', 15 * MIN],
    ['de', '1 Stunde ruhen lassen', HOUR],
    ['de', '10-15 Minuten backen', 15 * MIN],
    ['de', '10 bis 12 Minuten garen', 12 * MIN],
    ['de', '1½ Stunden schmoren', 1.5 * HOUR],
    ['de', 'eine halbe Stunde ziehen lassen', 0.5 * HOUR],
    ['de', 'eine Viertelstunde quellen lassen', 15 * MIN],
    ['de', '2 Std. im Ofen garen', 2 * HOUR],
    ['de', '20 Min. backen', 20 * MIN],
    ['de', '30 Sek. mixen', 30],
    ['de', '1 Stunde und 15 Minuten', HOUR + 15 * MIN],
    ['de', 'drei Minuten anbraten', 3 * MIN],
    ['de', 'über Nacht einweichen', 8 * HOUR],
    ['fr', 'Cuire 15 minutes à feu doux', 15 * MIN],
    ['fr', 'Laisser reposer une demi-heure', 0.5 * HOUR],
    ['fr', 'Enfourner pour 1 heure et demie', 1.5 * HOUR],
    ['fr', 'Cuire 1 h 30 au four', 1.5 * HOUR],
    ['fr', 'Cuire 1h30 au four', 1.5 * HOUR],
    ['fr', "Laisser gonfler un quart d'heure", 15 * MIN],
    ['fr', 'Cuire 8 à 10 min', 10 * MIN],
    ['es', 'Cocinar 15 minutos', 15 * MIN],
    ['es', 'Hornear de 20 a 25 minutos', 25 * MIN],
    ['es', 'Cocer entre 20 y 25 minutos', 25 * MIN],
    ['es', 'Dejar reposar media hora', 0.5 * HOUR],
    ['es', 'Guisar una hora y media', 1.5 * HOUR],
    ['es', 'Batir 45 segundos', 45],
    ['it', 'Cuocere 15 minuti', 15 * MIN],
    ['it', "Lasciar riposare mezz'ora", 0.5 * HOUR],
    ['it', 'Cuocere tra 10 e 12 minuti', 12 * MIN],
    ['it', "Cuocere per un'ora e mezza", 1.5 * HOUR],
    ['it', 'Lasciare in frigo per 2 ore', 2 * HOUR],
    ['pt', 'Cozinhe por 15 minutos', 15 * MIN],
    ['pt', 'Asse por 1 hora', HOUR],
    ['pt', 'Deixe descansar meia hora', 0.5 * HOUR],
    ['pt', 'Cozinhe uma hora e meia', 1.5 * HOUR],
    ['nl', 'Bak 10 minuten', 10 * MIN],
    ['nl', 'Laat 1 uur rusten', HOUR],
    ['nl', 'Laat een half uur marineren', 0.5 * HOUR],
    ['nl', 'Laat een kwartier staan', 15 * MIN],
    ['nl', 'Kook 8 tot 10 minuten', 10 * MIN],
    ['nl', 'Stoof anderhalf uur', 1.5 * HOUR],
  ];
  it.each(table)('%s: %s', (_language, text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it('reads no interval and no stray word as a timer', () => {
    expect(findDurations('Alle 5 Minuten umrühren.')).toEqual([]);
    expect(findDurations('Remuer toutes les 5 minutes.')).toEqual([]);
    expect(findDurations('Remover cada 5 minutos.')).toEqual([]);
    expect(findDurations('Mescolare ogni 5 minuti.')).toEqual([]);
    expect(findDurations('Ora aggiungere 2 uova.')).toEqual([]);
    expect(findDurations('Ah, and then serve.')).toEqual([]);
  });
});
