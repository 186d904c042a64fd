import { describe, expect, it } from 'vitest';
import { readRecipe } from './read-recipe';
import { LABELS, SENTENCES, SERVINGS, TIMES } from './fixtures/recipe-facts';
import { statedServings, statedTimes } from './recipe-facts';
import { groupInLabel, labelKind, withoutStepNumber } from './recipe-labels';

describe('section labels in the seven languages', () => {
  const table = LABELS;
  it.each(table)('%s is %s', (label, kind) => expect(labelKind(label)).toBe(kind));

  it('names groups with "for" in each language, never a count of people', () => {
    expect(groupInLabel('Zutaten für den Teig:')).toBe('Für den Teig');
    expect(groupInLabel('Ingrédients pour la sauce')).toBe('Pour la sauce');
    expect(groupInLabel('Ingredientes para la masa')).toBe('Para la masa');
    expect(groupInLabel('Ingredienti per il ripieno')).toBe('Per il ripieno');
    expect(groupInLabel('Ingrediënten voor de saus')).toBe('Voor de saus');
    expect(groupInLabel('Zutaten für 4 Personen')).toBeNull();
    expect(groupInLabel('Zutaten für vier Personen')).toBeNull();
    expect(groupInLabel('Ingredients for the sauce')).toBe('For the sauce');
  });

  it('takes the step word off a step in each language', () => {
    expect(withoutStepNumber('Schritt 1: Ofen vorheizen.')).toBe('Ofen vorheizen.');
    expect(withoutStepNumber('Étape 2 : Mixer.')).toBe('Mixer.');
    expect(withoutStepNumber('Stap 3. Serveer.')).toBe('Serveer.');
  });
});

describe('stated servings in the seven languages', () => {
  const table = SERVINGS;
  it.each(table)('%s', (line, min, max) => {
    expect(statedServings(line)).toMatchObject({ min, max });
  });

  it('reads no servings where there are none', () => {
    expect(statedServings('Für die Sauce:')).toBeNull();
    expect(statedServings('Para 2 minutos más')).toBeNull();
    expect(statedServings('Serve 2 slices per person.')).toBeNull();
  });
});

describe('stated times in the seven languages', () => {
  const table = TIMES;
  it.each(table)('%s', (line, times) => expect(statedTimes(line)).toEqual(times));

  it('reads a time named in no heading as no time', () => {
    expect(statedTimes('Zubereitung:')).toEqual({});
    expect(statedTimes('Cuisson : surveiller 10 minutes')).toEqual({});
  });
});

describe('facts inside sentences, in every language', () => {
  const table = SENTENCES;
  it.each(table)('%s: %s', (_language, sentence, servings, seconds) => {
    const reading = readRecipe(
      [
        '# Soup',
        '',
        sentence,
        '',
        '## Ingredients',
        '',
        '- 1 onion',
        '',
        '## Steps',
        '',
        '1. Cook.',
      ].join('\n'),
    );
    expect(reading.servings).toMatchObject({ min: servings, max: servings });
    expect(reading.times.totalSeconds).toBe(seconds);
    expect(reading.title).toBe('Soup');
  });
});
