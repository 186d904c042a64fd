/**
 * What most kitchens hold, kept small on purpose. Only an exact name as the matcher reads it is a
 * staple, so "sesame oil" and "smoked paprika" are still to buy.
 */
export const PANTRY_STAPLES: readonly string[] = [
  'salt',
  'sea salt',
  'kosher salt',
  'table salt',
  'pepper',
  'black pepper',
  'salt and pepper',
  'water',
  'cold water',
  'hot water',
  'warm water',
  'oil',
  'cooking oil',
  'vegetable oil',
  'olive oil',
  'extra virgin olive oil',
  'neutral oil',
  'sunflower oil',
  'canola oil',
  'rapeseed oil',
  'sugar',
  'flour',
  'all-purpose flour',
  'plain flour',
];
