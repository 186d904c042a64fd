import { describe, expect, it } from 'vitest';
import { readRecipe } from './read-recipe';
import { statedServings, statedTimes } from './recipe-facts';
import { groupInLabel, labelKind, withoutStepNumber } from './recipe-labels';

const MIN = 60;

describe('section labels in the seven languages', () => {
  const table: [string, ReturnType<typeof labelKind>][] = [
    ['Ingredients', 'ingredients'],
    ['Zutaten', 'ingredients'],
    ['Zutaten für 4 Personen:', 'ingredients'],
    ['Die Zutaten', 'ingredients'],
    ['Ingrédients :', 'ingredients'],
    ['Liste des ingrédients', 'ingredients'],
    ['Ingredientes (para 4 personas):', 'ingredients'],
    ['Ingredienti', 'ingredients'],
    ['Occorrente', 'ingredients'],
    ['Ingredientes', 'ingredients'],
    ['Ingrediënten', 'ingredients'],
    ['Benodigdheden:', 'ingredients'],
    ['Zubereitung', 'steps'],
    ['Anleitung:', 'steps'],
    ['Préparation', 'steps'],
    ['Étapes', 'steps'],
    ['Instrucciones', 'steps'],
    ['Preparación:', 'steps'],
    ['Elaboración', 'steps'],
    ['Preparazione', 'steps'],
    ['Procedimento:', 'steps'],
    ['Modo de preparo', 'steps'],
    ['Modo de fazer:', 'steps'],
    ['Bereiding', 'steps'],
    ['Bereidingswijze:', 'steps'],
    ['Werkwijze', 'steps'],
    ['Schritt 2: Teig kneten', 'step-title'],
    ['Étape 1 :', 'step-title'],
    ['Paso 3', 'step-title'],
    ['Passo 1:', 'step-title'],
    ['Stap 2:', 'step-title'],
    ['Tipps', 'other'],
    ['Conseils', 'other'],
    ['Consejos:', 'other'],
    ['Consigli', 'other'],
    ['Dicas', 'other'],
    ['Opmerkingen', 'other'],
    ['Zubereitungszeit', 'plain'],
    ['Kartoffelsuppe', 'plain'],
  ];
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
  const table: [string, number, number][] = [
    ['Serves 2', 2, 2],
    ['Für 2 Personen', 2, 2],
    ['Für vier Personen', 4, 4],
    ['4 Portionen', 4, 4],
    ['Portionen: 6', 6, 6],
    ['Ergibt 4 Portionen', 4, 4],
    ['Zutaten für 4 Personen:', 4, 4],
    ['Pour 4 personnes', 4, 4],
    ['Pour 4 à 6 personnes', 4, 6],
    ['Portions : 2', 2, 2],
    ['Cette recette est pour six personnes.', 6, 6],
    ['Para 4 personas', 4, 4],
    ['Raciones: 4', 4, 4],
    ['Rinde 6 porciones', 6, 6],
    ['Per 4 persone', 4, 4],
    ['Dosi per 2 persone', 2, 2],
    ['Porzioni: 4', 4, 4],
    ['Rende 4 porções', 4, 4],
    ['Serve 4 pessoas', 4, 4],
    ['Porções: duas', 2, 2],
    ['Voor 4 personen', 4, 4],
    ['Porties: 4', 4, 4],
    ['Aantal personen: 3', 3, 3],
  ];
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
  const table: [string, object][] = [
    ['Gesamtzeit: 55 Minuten', { totalSeconds: 55 * MIN }],
    ['Zubereitungszeit: 20 Minuten', { prepSeconds: 20 * MIN }],
    ['Fertig in 50 Minuten', { totalSeconds: 50 * MIN }],
    ['Vorbereitung: 15 Min. Kochzeit: 30 Min.', { prepSeconds: 15 * MIN, cookSeconds: 30 * MIN }],
    ['Temps total : 1 h 10', { totalSeconds: 70 * MIN }],
    ['Préparation : 15 min | Cuisson : 35 min', { prepSeconds: 15 * MIN, cookSeconds: 35 * MIN }],
    ['Prêt en 30 minutes', { totalSeconds: 30 * MIN }],
    ['Tiempo total: 45 minutos', { totalSeconds: 45 * MIN }],
    [
      'Tiempo de preparación: 10 minutos · Tiempo de cocción: 20 minutos',
      { prepSeconds: 10 * MIN, cookSeconds: 20 * MIN },
    ],
    ['Tempo totale: 40 minuti', { totalSeconds: 40 * MIN }],
    ['Tempo di cottura: 25 minuti', { cookSeconds: 25 * MIN }],
    ['Tempo total: 1 hora', { totalSeconds: 60 * MIN }],
    ['Tempo de preparo: 10 minutos', { prepSeconds: 10 * MIN }],
    ['Totale tijd: 35 minuten', { totalSeconds: 35 * MIN }],
    ['Bereidingstijd: 15 minuten', { prepSeconds: 15 * MIN }],
    ['Kooktijd: 1 uur', { cookSeconds: 60 * MIN }],
  ];
  it.each(table)('%s', (line, times) => expect(statedTimes(line)).toEqual(times));

  it('reads a time named in no heading as no time', () => {
    expect(statedTimes('Zubereitung:')).toEqual({});
    expect(statedTimes('Cuisson : surveiller 10 minutes')).toEqual({});
  });
});

describe('facts inside sentences, in every language', () => {
  const table: [string, string, number, number][] = [
    ['en', 'Serves 2. Total time: 55 minutes.', 2, 55],
    ['de', 'Für 2 Personen. Gesamtzeit: 55 Minuten.', 2, 55],
    ['fr', 'Pour 2 personnes. Temps total : 55 minutes.', 2, 55],
    ['es', 'Para 2 personas. Tiempo total: 55 minutos.', 2, 55],
    ['it', 'Per 2 persone. Tempo totale: 55 minuti.', 2, 55],
    ['pt', 'Serve 2 pessoas. Tempo total: 55 minutos.', 2, 55],
    ['nl', 'Voor 2 personen. Totale tijd: 55 minuten.', 2, 55],
  ];
  it.each(table)('%s: %s', (_language, sentence, servings, minutes) => {
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
    expect(reading.times.totalSeconds).toBe(minutes * MIN);
    expect(reading.title).toBe('Soup');
  });
});
