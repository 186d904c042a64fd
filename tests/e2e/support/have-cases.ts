/**
 * A list of four (the page asks for a recipe from four items) and a recipe in each language (and
 * one across languages), with what the kitchen panel
 * and "Use only what I have" must say: kinds of a listed food are had and named ("4 chicken
 * thighs (your chicken)"), a false friend is to buy, and the wish is never Kept.
 */
export interface HaveCase {
  language: string;
  list: string[];
  lines: string[];
  have: string[];
  maybe?: string[];
  toBuy: string[];
  notUsed: string[];
  only: 'Not kept' | 'Unknown';
}

export const HAVE_CASES: HaveCase[] = [
  {
    language: 'English',
    list: ['chicken', 'milk', 'pepper', 'rice'],
    lines: [
      '4 chicken thighs',
      '1 can coconut milk',
      '1 red bell pepper',
      '200 g rice',
      '1 tsp salt',
    ],
    have: ['4 chicken thighs (your chicken)', '200 g rice (your rice)'],
    maybe: ['1 red bell pepper (maybe your pepper: check it)'],
    toBuy: ['1 can coconut milk'],
    notUsed: ['milk'],
    only: 'Not kept',
  },
  {
    language: 'German',
    list: ['Hähnchen', 'Milch', 'Käse', 'Pfeffer'],
    lines: [
      '4 Hähnchenschenkel',
      '400 ml Kokosmilch',
      '150 g Gouda, gerieben',
      '1 Prise Salz',
      '1 TL schwarzer Pfeffer',
    ],
    have: [
      '4 Hähnchenschenkel (your Hähnchen)',
      '150 g Gouda, gerieben (your Käse)',
      '1 TL schwarzer Pfeffer (your Pfeffer)',
    ],
    toBuy: ['400 ml Kokosmilch'],
    notUsed: ['Milch'],
    only: 'Not kept',
  },
  {
    language: 'French',
    list: ['poulet', 'beurre', 'fromage', 'poivre'],
    lines: [
      '4 cuisses de poulet',
      '2 c. à soupe de beurre de cacahuète',
      '100 g de comté râpé',
      '1 pincée de sel',
      'poivre noir',
    ],
    have: [
      '4 cuisses de poulet (your poulet)',
      '100 g de comté râpé (your fromage)',
      'poivre noir (your poivre)',
    ],
    toBuy: ['2 c. à soupe de beurre de cacahuète'],
    notUsed: ['beurre'],
    only: 'Not kept',
  },
  {
    language: 'Spanish',
    list: ['pollo', 'leche', 'pasta', 'pimienta'],
    lines: [
      '2 pechugas de pollo',
      '1 lata de leche de coco',
      '300 g de macarrones',
      'sal al gusto',
      'pimienta negra',
    ],
    have: [
      '2 pechugas de pollo (your pollo)',
      '300 g de macarrones (your pasta)',
      'pimienta negra (your pimienta)',
    ],
    toBuy: ['1 lata de leche de coco'],
    notUsed: ['leche'],
    only: 'Not kept',
  },
  {
    language: 'Italian',
    list: ['pollo', 'latte', 'pesce', 'pepe'],
    lines: [
      '4 cosce di pollo',
      '200 ml di latte di cocco',
      '400 g di merluzzo',
      'sale q.b.',
      'pepe nero',
    ],
    have: [
      '4 cosce di pollo (your pollo)',
      '400 g di merluzzo (your pesce)',
      'pepe nero (your pepe)',
    ],
    toBuy: ['200 ml di latte di cocco'],
    notUsed: ['latte'],
    only: 'Not kept',
  },
  {
    language: 'Portuguese',
    list: ['frango', 'leite', 'queijo', 'arroz'],
    lines: [
      '4 coxas de frango',
      '400 ml de leite de coco',
      '100 g de queijo parmesão',
      'sal a gosto',
      '200 g de arroz',
    ],
    have: [
      '4 coxas de frango (your frango)',
      '100 g de queijo parmesão (your queijo)',
      '200 g de arroz (your arroz)',
    ],
    toBuy: ['400 ml de leite de coco'],
    notUsed: ['leite'],
    only: 'Not kept',
  },
  {
    language: 'Dutch',
    list: ['kip', 'melk', 'vis', 'peper'],
    lines: [
      '4 kippendijen',
      '400 ml kokosmelk',
      '400 g kabeljauw',
      'zout naar smaak',
      'zwarte peper',
    ],
    have: ['4 kippendijen (your kip)', '400 g kabeljauw (your vis)', 'zwarte peper (your peper)'],
    toBuy: ['400 ml kokosmelk'],
    notUsed: ['melk'],
    only: 'Not kept',
  },
  {
    language: 'a German list, an English recipe',
    list: ['Hähnchen', 'Käse', 'Reis', 'Sahne'],
    lines: ['4 chicken thighs', '100 g cheddar', '2 tbsp rice vinegar', '200 ml cream'],
    have: [
      '4 chicken thighs (your Hähnchen)',
      '100 g cheddar (your Käse)',
      '200 ml cream (your Sahne)',
    ],
    toBuy: ['2 tbsp rice vinegar'],
    notUsed: ['Reis'],
    only: 'Not kept',
  },
  {
    language: 'English, nothing to buy but a maybe and a line not identified',
    list: ['chicken', 'pepper', 'zzyzx paste', 'stock'],
    lines: [
      '4 chicken thighs',
      '1 green bell pepper',
      '2 tbsp zzyzx paste',
      'Salt',
      '500 ml chicken stock',
    ],
    have: ['4 chicken thighs (your chicken)', '2 tbsp zzyzx paste (your zzyzx paste)'],
    maybe: [
      '1 green bell pepper (maybe your pepper: check it)',
      '500 ml chicken stock (maybe your stock: check it)',
    ],
    toBuy: [],
    notUsed: [],
    only: 'Unknown',
  },
];
