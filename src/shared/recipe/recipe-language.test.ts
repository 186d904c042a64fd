import { describe, expect, it } from 'vitest';
import { recipeLanguage } from './recipe-language';

/** Ingredient lists alone, as a page or a scraper keeps them: few small words to go by. */
describe('the language of an ingredient list', () => {
  it.each([
    ['de', ['500 g rinderhack', '2 el öl', '1 tl salz', '2 zehe/n knoblauch', '1 zwiebel(n)']],
    ['nl', ['400 g kipfilet', '3 el olijfolie', '2 teentjes knoflook', '1 ui', 'snufje zout']],
    ['es', ['800 g de carne de cerdo', '1 cucharadita de sal', '10 dientes de ajo', '2 cebollas']],
    ['pt', ['1 xícara de açúcar', '3 ovos', '1 lata de leite condensado', '2 colheres de sopa']],
    ['fr', ['250 g de farine', '125 g de beurre', '1 pincée de sel', '2 gousses d’ail']],
    ['it', ['320 g di spaghetti', '2 spicchi di aglio', 'olio extravergine', 'sale e pepe']],
    ['en', ['2 cups flour', '1 teaspoon salt', '3 cloves garlic, minced', '2 large eggs']],
  ] as const)('reads a %s list', (language, lines) => {
    expect(recipeLanguage(lines.join('\n'))).toBe(language);
  });

  it('takes no lower-cased German or Dutch "el" (a tablespoon) for the Spanish article', () => {
    expect(recipeLanguage('2 el sojasauce\n1 el zucker\n3 el öl\n1 prise salz')).toBe('de');
    expect(recipeLanguage('2 el sojasaus\n1 el suiker\n3 el olie\nsnufje zout')).toBe('nl');
  });

  it('says nothing for too little text', () => {
    expect(recipeLanguage('Spaghetti')).toBeNull();
  });
});
