/** A recipe whose ingredients fall into every group of the kitchen panel against KITCHEN_LIST. */
export const KITCHEN_RECIPE = [
  '# Spring Onion Fried Rice',
  '',
  '## Ingredients',
  '',
  '- 2 eggs, beaten',
  '- 2 cups cooked rice',
  '- 3 spring onions, sliced',
  '- 1 tbsp light soy sauce',
  '- 2 cloves garlic, minced',
  '- 1 tbsp tomato paste',
  '- 1 tbsp vegetable oil',
  '- Salt to taste',
  '',
  '## Steps',
  '',
  '1. Heat the oil and fry the garlic.',
  '2. Scramble the eggs, then add the rice, soy sauce and tomato paste.',
  '3. Top with the spring onions.',
].join('\n');

export const KITCHEN_LIST = ['Egg', 'Rice', 'Spring onion', 'Soy sauce', 'Tomato', 'Milk'];

export const KITCHEN_GROUPS = {
  'You have': [
    '2 eggs, beaten (your Egg)',
    '2 cups cooked rice (your Rice)',
    '3 spring onions, sliced (your Spring onion)',
    '1 tbsp light soy sauce (your Soy sauce)',
  ],
  'Pantry staples': ['1 tbsp vegetable oil', 'Salt to taste'],
  'To buy': ['2 cloves garlic, minced', '1 tbsp tomato paste'],
  'Not used from your list': ['Tomato', 'Milk'],
};
