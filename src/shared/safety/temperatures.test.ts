import { describe, expect, it } from 'vitest';
import { findDoneness } from './doneness';
import { findTemperatures } from './temperatures';

describe('findTemperatures', () => {
  it.each([
    [
      'Cook to 165°F (74°C).',
      '165°F (74°C)',
      [
        [165, 165, 'F'],
        [74, 74, 'C'],
      ],
    ],
    ['Grill to 130-135°F.', '130-135°F', [[130, 135, 'F']]],
    [
      'Preheat the oven to 180 °C / 350 °F.',
      '180 °C / 350 °F',
      [
        [180, 180, 'C'],
        [350, 350, 'F'],
      ],
    ],
    ['Bake at 350 degrees F.', '350 degrees F', [[350, 350, 'F']]],
    ['Kerntemperatur von 60 Grad', '60 Grad', [[60, 60, 'C']]],
    ['jusqu’à 74 degrés à cœur', '74 degrés', [[74, 74, 'C']]],
    ['entre 60 y 65 °C', '60 y 65 °C', [[60, 65, 'C']]],
    ['fino a 63,5 °C al cuore', '63,5 °C', [[63.5, 63.5, 'C']]],
    ['até 74 graus no centro', '74 graus', [[74, 74, 'C']]],
    ['tot 75 graden', '75 graden', [[75, 75, 'C']]],
    ['until it reads 165°.', '165°', [[165, 165, null]]],
    [
      '(142°F / 60°C)',
      '142°F / 60°C',
      [
        [142, 142, 'F'],
        [60, 60, 'C'],
      ],
    ],
  ])('%s', (text, written, values) => {
    const [found] = findTemperatures(text);
    expect(found?.text).toBe(written);
    expect(found?.values.map((v) => [v.low, v.high, v.scale])).toEqual(values);
  });

  it('reads no temperature in an amount or a count', () => {
    expect(findTemperatures('Add 2 C flour and 3 eggs, then bake 20 minutes.')).toEqual([]);
  });
});

describe('findDoneness: a core temperature, told from the oven, oil, water and syrup', () => {
  it.each([
    ['Bake at 220 °C until the chicken reaches 75 °C inside.', ['75 °C']],
    ['Roast the thighs until the internal temperature reaches 60°C.', ['60°C']],
    ['Heat the oil to 170°C and fry the chicken.', []],
    ['Place the chicken in a 60 °C water bath.', []],
    ['Cook the chicken breasts sous vide at 63 °C for 2 hours.', []],
    ['Boil the syrup until it reaches 110 °C.', []],
    ['Keep warm at 60 °C.', []],
    ['Let the meat come to room temperature, about 20°C.', []],
    ['Braten, bis die Kerntemperatur 60 Grad erreicht.', ['60 Grad']],
    ["Cuire jusqu'à 60 °C à cœur.", ['60 °C']],
    ['Hornear hasta que la temperatura interna alcance 60 °C.', ['60 °C']],
    ['Cuocere fino a 60 °C al cuore.', ['60 °C']],
    ['Asse até atingir 60 °C no centro.', ['60 °C']],
    ['Garen tot een kerntemperatuur van 60 °C.', ['60 °C']],
    ['Slow-roast at 90 °C until the beef reaches 54 °C inside.', ['54 °C']],
    ['Grill until the thermometer reads 130-135°F (54-57°C).', ['130-135°F (54-57°C)']],
    ['Elle doit être supérieure à 165 °F.', ['165 °F']],
  ])('%s', (sentence, done) => {
    expect(findDoneness(sentence).map((d) => d.temperature.text)).toEqual(done);
  });
});
