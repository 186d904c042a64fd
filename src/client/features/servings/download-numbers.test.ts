/**
 * Numbers the recipe's language's way in what Copy, Download .md and Print write: they all take the
 * shown text (viewRecipe, RecipeFooter), whose scaled amounts are written through Intl in the
 * recipe's language. Short milk puddings in our own words, one per language.
 */
import { describe, expect, it } from 'vitest';
import { readRecipe } from '../../../shared/recipe/read-recipe';
import { viewRecipe } from './view-recipe';

const pudding = (
  title: string,
  serves: string,
  heads: [string, string],
  lines: string[],
  step: string,
) =>
  [
    `# ${title}`,
    '',
    serves,
    '',
    `## ${heads[0]}`,
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    `## ${heads[1]}`,
    '',
    `1. ${step}`,
    '',
  ].join('\n');

const CASES: [string, string, string, string][] = [
  [
    'en',
    pudding(
      'Rice pudding',
      'Serves 2',
      ['Ingredients', 'Method'],
      ['750 ml milk', '125 g rice', '1 pinch of salt'],
      'Simmer the rice in the milk for 30 minutes.',
    ),
    '1.5 l milk',
    '2.5 ml of salt',
  ],
  [
    'de',
    pudding(
      'Milchreis',
      'Für 2 Personen',
      ['Zutaten', 'Zubereitung'],
      ['750 ml Milch', '125 g Reis', '1 Prise Salz'],
      'Den Reis in der Milch 30 Minuten köcheln lassen.',
    ),
    '1,5 l Milch',
    '2,5 ml Salz',
  ],
  [
    'fr',
    pudding(
      'Riz au lait',
      'Pour 2 personnes',
      ['Ingrédients', 'Préparation'],
      ['750 ml de lait', '125 g de riz', '1 pincée de sel'],
      'Faire cuire le riz dans le lait pendant 30 minutes.',
    ),
    '1,5 l de lait',
    '2,5 ml de sel',
  ],
  [
    'es',
    pudding(
      'Arroz con leche',
      'Para 2 personas',
      ['Ingredientes', 'Preparación'],
      ['750 ml de leche', '125 g de arroz', '1 pizca de sal'],
      'Cocer el arroz en la leche durante 30 minutos.',
    ),
    '1,5 l de leche',
    '2,5 ml de sal',
  ],
  [
    'it',
    pudding(
      'Riso al latte',
      'Dosi per 2 persone',
      ['Ingredienti', 'Preparazione'],
      ['750 ml di latte', '125 g di riso', '1 pizzico di sale'],
      'Cuocere il riso nel latte per 30 minuti.',
    ),
    '1,5 l di latte',
    '2,5 ml di sale',
  ],
  [
    'pt',
    pudding(
      'Arroz doce',
      'Rende 2 porções',
      ['Ingredientes', 'Preparação'],
      ['750 ml de leite', '125 g de arroz', '1 pitada de sal'],
      'Cozer o arroz no leite durante 30 minutos.',
    ),
    '1,5 l de leite',
    '2,5 ml de sal',
  ],
  [
    'nl',
    pudding(
      'Rijstepap',
      'Voor 2 personen',
      ['Ingrediënten', 'Bereiding'],
      ['750 ml melk', '125 g rijst', '1 snufje zout'],
      'Kook de rijst 30 minuten in de melk.',
    ),
    '1,5 l melk',
    '2,5 ml zout',
  ],
];

describe('the downloads write amounts the recipe’s language’s way', () => {
  it.each(CASES)('%s: twice the servings gives %s', (language, markdown, doubled) => {
    const reading = readRecipe(markdown);
    expect(reading.language).toBe(language);
    const shown = viewRecipe(markdown, reading, { targetServings: 4, units: 'as-written' });
    expect(shown).toContain(doubled);
  });

  it.each(CASES)(
    '%s: in metric, five servings gives %s beside %s',
    (language, markdown, _doubled, salt) => {
      const reading = readRecipe(markdown);
      const shown = viewRecipe(markdown, reading, { targetServings: 5, units: 'metric' });
      expect(shown).toContain(salt);
      expect(shown).toMatch(language === 'en' ? /- 1\.9 l / : /- 1,9 l /);
    },
  );
});
