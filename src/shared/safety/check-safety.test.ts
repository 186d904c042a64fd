import { describe, expect, it } from 'vitest';
import { readRecipe } from '../recipe/read-recipe';
import { checkSafety } from './check-safety';

const recipe = (lines: string[], steps: string[], title = 'Dish') =>
  readRecipe(
    [
      `# ${title}`,
      '',
      '## Ingredients',
      '',
      ...lines.map((l) => `- ${l}`),
      '',
      '## Steps',
      '',
      ...steps.map((s, i) => `${i + 1}. ${s}`),
    ].join('\n'),
  );

// Without the food data: the decided words alone, as the page reads when the data fails to load.
describe('checkSafety', () => {
  it('names the food, what is stated and the minimum, with the change in the recipe’s language', () => {
    const [finding] = checkSafety(
      recipe(
        ['4 chicken thighs', '1 tbsp oil'],
        ['Roast the chicken until it reaches 60 °C inside.'],
      ),
      null,
    );
    expect(finding).toMatchObject({
      status: 'not safe',
      code: 'below safe',
      kind: 'poultry',
      food: 'chicken',
      stated: '60 °C',
      step: 0,
      change:
        'Food safety (chicken): cook until it reaches 74 °C (165 °F) at the thickest part, and say so in the steps.',
    });
  });

  it('sends the Fix in German for a German recipe', () => {
    const reading = readRecipe(
      '# Hähnchen\n\n## Zutaten\n\n- 4 Hähnchenschenkel\n- 1 EL Öl\n\n## Zubereitung\n\n1. Die Schenkel im Ofen garen, bis die Kerntemperatur 60 °C erreicht und sie goldbraun sind.',
    );
    expect(checkSafety(reading, null)[0]?.change).toBe(
      'Lebensmittelsicherheit (Hähnchenschenkel): bis zu einer Kerntemperatur von 74 °C (165 °F) an der dicksten Stelle garen und das in den Schritten angeben.',
    );
  });

  it('claims nothing where the temperature may be either food’s: the mildest reading wins', () => {
    const findings = checkSafety(
      recipe(['2 chicken breasts', '2 beef steaks'], ['Grill until it reaches 55 °C inside.']),
      null,
    );
    expect(findings.map((f) => f.status)).not.toContain('not safe');
  });

  it('between UK FSA’s 70 °C and USDA’s 74 °C, a note and never Not safe', () => {
    const findings = checkSafety(
      recipe(['1 turkey'], ['Roast the turkey until it reaches 72 °C inside.']),
      null,
    );
    expect(findings.map((f) => f.status)).toEqual(['note']);
  });

  it('suggests a doneness where none is stated, and offers to add it', () => {
    const findings = checkSafety(
      recipe(
        ['500 g ground beef', '4 buns'],
        ['Shape 4 patties.', 'Grill the burgers for 4 minutes a side.'],
      ),
      null,
    );
    expect(findings).toEqual([
      expect.objectContaining({
        status: 'suggestion',
        food: 'ground beef',
        step: 1,
        change: expect.stringContaining('71 °C (160 °F) in the centre'),
      }),
    ]);
  });

  it('says nothing of bought cooked chicken or of chicken stock', () => {
    expect(
      checkSafety(
        recipe(['2 cups cooked chicken, shredded', '1 litre chicken stock'], ['Heat through.']),
        null,
      ),
    ).toEqual([]);
  });

  it('dried kidney beans boiled for 5 minutes before a slow cooker: Not safe', () => {
    const findings = checkSafety(
      recipe(
        ['250 g dried kidney beans, soaked overnight', '1 onion'],
        ['Boil the beans for 5 minutes.', 'Cook in the slow cooker on low for 8 hours.'],
      ),
      null,
    );
    expect(findings.map((f) => [f.status, f.code])).toEqual([['not safe', 'beans boiled briefly']]);
  });

  it('never says safe', () => {
    const findings = checkSafety(
      recipe(['1 chicken'], ['Roast until the chicken reaches 75 °C inside.']),
      null,
    );
    expect(findings).toEqual([]);
  });
});
