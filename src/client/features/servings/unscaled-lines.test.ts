import { describe, expect, it } from 'vitest';
import { readRecipe } from '../../../shared/recipe/read-recipe';
import { unscaledLines } from './unscaled-lines';

const linesOf = (...texts: string[]) =>
  texts.map((text, index) => ({ text, start: index * 100, end: index * 100 + text.length }));

describe('unscaledLines: the lines the scaler leaves as written', () => {
  it('names the lines with no amount it can read, in any language', () => {
    const lines = linesOf(
      '200 g Mehl',
      'eine Prise Salz',
      'zwei Eier',
      'Saft einer Zitrone',
      'Salz nach Geschmack',
      'un oignon',
      'Sel et poivre au goût',
      'dos huevos',
      'Basilico q.b.',
      '2 eggs',
      'a pinch of salt',
      'Salt to taste',
      'Peterselie naar smaak',
      '1 cucharada de aceite',
    );
    expect(unscaledLines(lines).map((line) => line.text)).toEqual([
      'eine Prise Salz',
      'zwei Eier',
      'Saft einer Zitrone',
      'un oignon',
      'dos huevos',
      'a pinch of salt',
    ]);
  });

  it('counts a size in length as no amount ("a 2-inch piece of ginger" is not scaled)', () => {
    expect(unscaledLines(linesOf('a 2-inch piece of ginger')).map((l) => l.text)).toEqual([
      'a 2-inch piece of ginger',
    ]);
  });

  it('finds none in a recipe whose every line has an amount', () => {
    const reading = readRecipe(
      [
        '## Zutaten',
        '',
        '- 2 EL Butter',
        '- 1,5 kg Kartoffeln',
        '',
        '## Zubereitung',
        '',
        '1. Kochen.',
      ].join('\n'),
    );
    expect(unscaledLines(reading.ingredients.flatMap((g) => g.lines))).toEqual([]);
  });
});
